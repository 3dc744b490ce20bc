import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatNewsDate, ordinalDay, yearOf } from './format-date.ts';

describe('ordinalDay', () => {
  it('uses English ordinal suffixes, including the teens', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31];
    expect(days.map((d) => ordinalDay(d, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ]);
  });

  it('marks only the first in French', () => {
    expect(ordinalDay(1, 'fr')).toBe('1er');
    expect(ordinalDay(2, 'fr-FR')).toBe('2');
    expect(ordinalDay(21, 'fr')).toBe('21');
  });
});

describe('formatNewsDate', () => {
  it("writes 'MMMM Do YYYY' in English", () => {
    expect(formatNewsDate('2026-11-22', 'en')).toBe('November 22nd 2026');
    expect(formatNewsDate('2025-03-01', 'en-AU')).toBe('March 1st 2025');
    expect(formatNewsDate('2025-07-13', 'en-NZ')).toBe('July 13th 2025');
  });

  it('follows French usage', () => {
    expect(formatNewsDate('2026-11-01', 'fr')).toBe('1er novembre 2026');
    expect(formatNewsDate('2026-11-22', 'fr-FR')).toBe('22 novembre 2026');
    expect(formatNewsDate('2026-02-03', 'fr')).toBe('3 février 2026');
  });

  it('keeps the calendar day of a timestamp whatever the machine time zone', () => {
    expect(formatNewsDate('2026-11-22T23:30:00.000Z', 'en')).toBe('November 22nd 2026');
    expect(formatNewsDate('2026-11-22T00:30:00+10:00', 'en')).toBe('November 22nd 2026');
    expect(formatNewsDate(new Date(Date.UTC(2024, 1, 29, 12)), 'en')).toBe('February 29th 2024');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatNewsDate(undefined, 'en')).toBe('');
    expect(formatNewsDate(null, 'fr')).toBe('');
    expect(formatNewsDate('not a date', 'en')).toBe('');
    expect(formatNewsDate(new Date(Number.NaN), 'en')).toBe('');
  });
});

describe('formatDayMonthYear', () => {
  it('writes DD-MM-YYYY', () => {
    expect(formatDayMonthYear('2024-03-05')).toBe('05-03-2024');
    expect(formatDayMonthYear('2024-12-31T22:00:00Z')).toBe('31-12-2024');
    expect(formatDayMonthYear('')).toBe('');
    expect(formatDayMonthYear(null)).toBe('');
  });
});

describe('yearOf', () => {
  it('reads the year', () => {
    expect(yearOf('2023-06-01')).toBe(2023);
    expect(yearOf('nope')).toBeUndefined();
  });
});
