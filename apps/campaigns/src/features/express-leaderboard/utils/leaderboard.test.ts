import { describe, expect, it } from 'vitest';
import {
  formatTimeTaken,
  leaderboardQuery,
  parseLeaderboardState,
  totalPages,
  truncateContractor,
  truncateName,
} from './leaderboard.ts';

const parse = (qs: string) => parseLeaderboardState(new URLSearchParams(qs));

describe('parseLeaderboardState', () => {
  it('reads the page (from 1) and the country', () => {
    expect(parse('')).toEqual({ page: 1, country: undefined });
    expect(parse('page=3&country=IRELAND')).toEqual({ page: 3, country: 'IRELAND' });
    expect(parse('country=united%20kingdom')).toEqual({ page: 1, country: 'UNITED KINGDOM' });
  });

  it('forgives what a visitor could type', () => {
    expect(parse('page=0')).toEqual({ page: 1, country: undefined });
    expect(parse('page=-2&country=FRANCE')).toEqual({ page: 1, country: undefined });
    expect(parse('page=1.5&country=ALL')).toEqual({ page: 1, country: undefined });
    expect(parse('page=abc')).toEqual({ page: 1, country: undefined });
    expect(parse('page=999999')).toEqual({ page: 1, country: undefined });
  });
});

describe('leaderboardQuery', () => {
  it('asks the API for 50 rows, its page counted from 0', () => {
    expect(leaderboardQuery({ page: 1, country: undefined }).toString()).toBe('page=0&size=50');
    expect(leaderboardQuery({ page: 2, country: 'UNITED KINGDOM' }).toString()).toBe(
      'page=1&size=50&country=UNITED+KINGDOM',
    );
  });
});

describe('paging', () => {
  it('has at least one page and 50 rows a page', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(50)).toBe(1);
    expect(totalPages(51)).toBe(2);
    expect(totalPages(120)).toBe(3);
  });
});

describe('truncation', () => {
  it('cuts names at 20 and contractors at 40 characters', () => {
    expect(truncateName('A'.repeat(20))).toBe('A'.repeat(20));
    expect(truncateName('B'.repeat(21))).toBe(`${'B'.repeat(20)}…`);
    expect(truncateContractor('C'.repeat(40))).toBe('C'.repeat(40));
    expect(truncateContractor('D'.repeat(41))).toBe(`${'D'.repeat(40)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateName('Ó'.repeat(20))).toBe('Ó'.repeat(20));
  });
});

describe('formatTimeTaken', () => {
  it('shows m:ss.mmm', () => {
    expect(formatTimeTaken(65_042)).toBe('1:05.042');
    expect(formatTimeTaken(0)).toBe('0:00.000');
    expect(formatTimeTaken(59 * 60_000 + 59_999)).toBe('59:59.999');
  });
});
