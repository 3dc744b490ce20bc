import { describe, expect, it } from 'vitest';
import { countdownParts, isExpired } from './countdown.ts';
import { readableTextOn } from './readable-text.ts';

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const deadline = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(deadline, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(isExpired(deadline, now)).toBe(false);
  });

  it('stops at zero once the deadline has passed', () => {
    expect(countdownParts(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(isExpired(5000, 5000)).toBe(true);
  });
});

describe('readableTextOn', () => {
  it('picks white on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#0f1c2e')).toBe('light');
    expect(readableTextOn('#fff')).toBe('dark');
    expect(readableTextOn('#f5a800')).toBe('dark');
    expect(readableTextOn(null)).toBeNull();
    expect(readableTextOn('rebeccapurple')).toBeNull();
  });
});
