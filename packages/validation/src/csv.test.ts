import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from './csv.ts';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would read as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+353855550199')).toBe("'+353855550199");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('quotes commas, quotes and line ends; leaves accents alone', () => {
    expect(csvCell('Brightwater, Ltd')).toBe('"Brightwater, Ltd"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Éloïse')).toBe('Éloïse');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('writes CRLF records after a BOM', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csvLine(['a', null, '=1'])).toBe("a,,'=1\r\n");
  });
});
