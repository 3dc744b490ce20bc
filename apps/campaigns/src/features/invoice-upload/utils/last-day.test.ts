import { describe, expect, it } from 'vitest';
import { lastDay } from './last-day.ts';

describe('lastDay', () => {
  it('is the day before a midnight close, on London time in winter and summer', () => {
    expect(lastDay('2022-12-20T00:00:00.000Z')).toBe('19 December 2022');
    // 23:00 UTC on 30 June is midnight in London (BST): the last day is 30 June.
    expect(lastDay('2026-06-30T23:00:00.000Z')).toBe('30 June 2026');
    expect(lastDay('2026-07-01T12:00:00.000Z')).toBe('1 July 2026');
  });
});
