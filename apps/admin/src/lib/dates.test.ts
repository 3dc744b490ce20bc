import { describe, expect, it } from 'vitest';
import { formatClaimDate } from './dates.ts';

describe('formatClaimDate (spec §9: MMMM Do YYYY h:mm a, UTC)', () => {
  it('writes the day with its ordinal and a 12-hour time in UTC', () => {
    expect(formatClaimDate('2026-11-25T21:05:00Z')).toBe('November 25th 2026 9:05 pm');
    expect(formatClaimDate('2026-03-01T00:07:00Z')).toBe('March 1st 2026 12:07 am');
    expect(formatClaimDate('2026-03-02T12:00:00Z')).toBe('March 2nd 2026 12:00 pm');
    expect(formatClaimDate('2026-03-03T11:59:00+01:00')).toBe('March 3rd 2026 10:59 am');
  });
});
