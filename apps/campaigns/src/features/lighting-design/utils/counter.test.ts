import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, counterValueAt } from './counter.ts';

describe('counterValueAt', () => {
  it('runs for the spec’s 2000 ms from 0 to the target', () => {
    expect(COUNTER_DURATION_MS).toBe(2000);
    expect(counterValueAt(0, 12500)).toBe(0);
    expect(counterValueAt(2000, 12500)).toBe(12500);
    expect(counterValueAt(5000, 12500)).toBe(12500);
  });

  it('rises without going past the target, in whole numbers', () => {
    let previous = 0;
    for (let t = 0; t <= 2000; t += 100) {
      const value = counterValueAt(t, 12500);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(12500);
      previous = value;
    }
  });
});
