import { describe, expect, it } from 'vitest';
import { datasheetFileName, isDatasheetFileName } from './file-name.ts';

describe('datasheetFileName', () => {
  it('is the prefix, six digits and the local timestamp', () => {
    const name = datasheetFileName(new Date(2026, 10, 5, 9, 4, 7), '004213');
    expect(name).toBe('Ziigna-Datasheet-004213-20261105-090407.pdf');
    expect(isDatasheetFileName(name)).toBe(true);
  });

  it('draws six random digits, different from one sheet to the next', () => {
    const names = new Set(
      Array.from({ length: 50 }, () => datasheetFileName(new Date(2026, 0, 1))),
    );
    expect(names.size).toBeGreaterThan(45);
    for (const name of names) expect(name).toMatch(/^Ziigna-Datasheet-\d{6}-20260101-000000\.pdf$/);
  });

  it('tells its own names from others', () => {
    expect(isDatasheetFileName('Ziigna-Datasheet-12345-20260101-000000.pdf')).toBe(false);
    expect(isDatasheetFileName('invoice.pdf')).toBe(false);
  });
});
