import { describe, expect, it } from 'vitest';
import { formatAmount, formatLongDate, formatPrize } from './format.ts';

describe('formatLongDate', () => {
  it('writes the draws end date as the spec does', () => {
    expect(formatLongDate('2024-12-17T23:59:59.000Z')).toBe('17 December 2024');
    expect(formatLongDate('2024-12-16T23:30:00.000Z')).toBe('16 December 2024');
  });

  it("uses London's day in summer time", () => {
    expect(formatLongDate('2024-09-16T23:30:00.000Z')).toBe('17 September 2024');
  });

  it('is empty for a missing or broken date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('formatPrize', () => {
  it('shows the amount in each currency', () => {
    expect(formatPrize(25, ['EUR', 'GBP'])).toBe('€25 / £25');
    expect(formatPrize(2500, ['GBP'])).toBe('£2,500');
    expect(formatAmount(12.5)).toBe('12.50');
  });
});
