import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, cleanFileName } from './file-name.ts';

describe('cleanFileName', () => {
  it('keeps an ordinary name, accents composed', () => {
    expect(cleanFileName('Plan étage 2.pdf', 'x')).toBe('Plan étage 2.pdf');
    expect(cleanFileName('Cafe\u0301.jpg', 'x')).toBe('Café.jpg');
  });

  it('drops paths, control characters and bidi overrides', () => {
    expect(cleanFileName('C:\\Users\\zoe\\..\\site.jpg', 'x')).toBe('site.jpg');
    expect(cleanFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(cleanFileName('bad\u0000name\n.png', 'x')).toBe('badname.png');
    expect(cleanFileName('invoice\u202efdp.exe', 'x')).toBe('invoicefdp.exe');
  });

  it('cuts at 255 characters, counting what people see as one, and falls back when empty', () => {
    const name = cleanFileName(`${'😀'.repeat(300)}.pdf`, 'x');
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(cleanFileName(undefined, 'attachment')).toBe('attachment');
    expect(cleanFileName(' \u0001 /', 'attachment')).toBe('attachment');
  });
});
