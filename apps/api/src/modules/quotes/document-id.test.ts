import { describe, expect, it } from 'vitest';
import { QUOTE_DOCUMENT_ID_PATTERN } from '@lumen/validation';
import { newDocumentId } from './document-id.ts';

describe('newDocumentId', () => {
  it('is ZQ, the UTC day and six readable symbols', () => {
    // 00:30 in Paris on the 1st is still the 31st in UTC.
    const id = newDocumentId(new Date('2026-12-31T23:30:00Z'));
    expect(id).toMatch(QUOTE_DOCUMENT_ID_PATTERN);
    expect(id.slice(0, 12)).toBe('ZQ-20261231-');
    expect(newDocumentId(new Date('2026-03-05T10:00:00Z'), () => 0)).toBe('ZQ-20260305-AAAAAA');
    expect(newDocumentId(new Date('2026-03-05T10:00:00Z'), (n) => n - 1)).toBe(
      'ZQ-20260305-999999',
    );
  });

  it('does not repeat itself', () => {
    const now = new Date();
    const ids = new Set(Array.from({ length: 2000 }, () => newDocumentId(now)));
    expect(ids.size).toBe(2000);
  });
});
