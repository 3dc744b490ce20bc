import { describe, expect, it } from 'vitest';
import { newsDateRange, newsListHref, readNewsQuery } from './news-query.ts';

const read = (qs: string) => readNewsQuery(new URLSearchParams(qs));

describe('readNewsQuery', () => {
  it('defaults to the first page of Latest with no filters', () => {
    expect(read('')).toEqual({ tab: 'latest', search: '', category: null, year: null, page: 1 });
  });

  it('keeps the category on Latest only and the year on Archived only', () => {
    expect(read('category=events&year=2025')).toMatchObject({ category: 'events', year: null });
    expect(read('tab=archived&category=events&year=2025')).toMatchObject({
      tab: 'archived',
      category: null,
      year: '2025',
    });
  });

  it('drops a page or year it cannot use', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '']) expect(read(`page=${page}`).page).toBe(1);
    expect(read('tab=archived&year=20x5').year).toBeNull();
  });
});

describe('newsListHref', () => {
  it('leaves defaults out, so each state has one address', () => {
    expect(newsListHref({ tab: 'latest', page: 1 })).toBe('/news');
    expect(newsListHref({ tab: 'archived', year: '2025', page: 2, search: 'a b' })).toBe(
      '/news?tab=archived&q=a+b&year=2025&page=2',
    );
  });

  it('round-trips through readNewsQuery', () => {
    const query = read('tab=archived&q=led&year=2024&page=3');
    expect(read(newsListHref(query).split('?')[1] ?? '')).toEqual(query);
  });
});

describe('newsDateRange', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('Latest is the last year, Archived everything before it (spec §4)', () => {
    expect(newsDateRange({ tab: 'latest', year: null }, now)).toEqual({ dateFrom: '2025-11-23' });
    expect(newsDateRange({ tab: 'archived', year: null }, now)).toEqual({ dateTo: '2025-11-22' });
  });

  it('an archived year never overlaps Latest', () => {
    expect(newsDateRange({ tab: 'archived', year: '2024' }, now)).toEqual({
      dateFrom: '2024-01-01',
      dateTo: '2024-12-31',
    });
    expect(newsDateRange({ tab: 'archived', year: '2025' }, now)).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-11-22',
    });
  });

  it('handles 29 February', () => {
    expect(newsDateRange({ tab: 'latest', year: null }, new Date('2028-02-29T12:00:00Z'))).toEqual({
      dateFrom: '2027-03-01',
    });
  });
});
