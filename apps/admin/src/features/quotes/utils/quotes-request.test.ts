import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGE } from '#src/lib/first-issue.ts';
import { checkQuoteDates, checkQuoteSearch, quotesRequest } from './quotes-request.ts';

describe('quotesRequest: the address to the request', () => {
  it('asks for the first page of 50 when the address has no filters', () => {
    expect(quotesRequest({ page: 1 })).toEqual({
      mode: 'list',
      query: { page: 0, size: 50 },
      page: 1,
      exportQuery: {},
    });
  });

  it('turns the 1-based page of the address into the API’s zero-based page, dates kept', () => {
    expect(quotesRequest({ startDate: '2026-01-01', endDate: '2026-02-01', page: 3 })).toEqual({
      mode: 'list',
      query: { startDate: '2026-01-01', endDate: '2026-02-01', page: 2, size: 50 },
      page: 3,
      exportQuery: { startDate: '2026-01-01', endDate: '2026-02-01' },
    });
  });

  it('uses the search endpoint for a keyword, trimmed, and exports that keyword', () => {
    expect(quotesRequest({ q: '  Café ', page: 1 })).toEqual({
      mode: 'search',
      query: { searchQuery: 'Café' },
      exportQuery: { searchQuery: 'Café' },
    });
    expect(quotesRequest({ q: "' OR 1=1 --", page: 1 })).toMatchObject({
      mode: 'search',
      query: { searchQuery: "' OR 1=1 --" },
    });
  });

  it.each([
    [Number.NaN, 'page=abc'],
    [-1, 'page=-1'],
    [0, 'page=0'],
    [1.5, 'page=1.5'],
    [1_000_000_000, 'page=1000000000'],
  ])('refuses page %s (%s) in the address’s own terms', (page) => {
    expect(quotesRequest({ page })).toEqual({ mode: 'invalid', message: PAGE_MESSAGE });
  });

  it('accepts the deepest page the API serves and refuses the next', () => {
    expect(quotesRequest({ page: 10_001 }).mode).toBe('list');
    expect(quotesRequest({ page: 10_002 }).mode).toBe('invalid');
    expect(PAGE_MESSAGE).toBe('The page in the address must be a whole number from 1 to 10,001.');
  });

  it('refuses reversed, malformed and future dates with the shared schema’s words', () => {
    expect(quotesRequest({ startDate: '2026-03-02', endDate: '2026-03-01', page: 1 })).toEqual({
      mode: 'invalid',
      message: 'The end date must be later than the beginning date.',
    });
    expect(quotesRequest({ startDate: '01/03/2026', page: 1 })).toEqual({
      mode: 'invalid',
      message: 'Dates must be written YYYY-MM-DD',
    });
    expect(quotesRequest({ endDate: '2999-01-01', page: 1 })).toEqual({
      mode: 'invalid',
      message: 'Dates in the future cannot be chosen',
    });
  });

  it.each([[''], ['   '], ['x'.repeat(250)], ['a\u0000b']])('refuses the keyword %j', (q) => {
    expect(quotesRequest({ q, page: 1 })).toEqual({
      mode: 'invalid',
      message: 'Search text must be 1 to 100 characters, without control characters',
    });
  });
});

describe('the filters’ checks before the address changes', () => {
  it('checkQuoteDates: null for a good range, the reason for a reversed one', () => {
    expect(checkQuoteDates({})).toBeNull();
    expect(checkQuoteDates({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBeNull();
    expect(checkQuoteDates({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe(
      'The end date must be later than the beginning date.',
    );
  });

  it('checkQuoteSearch: 1 to 100 characters once trimmed', () => {
    expect(checkQuoteSearch('Siobhán')).toBeNull();
    expect(checkQuoteSearch('x'.repeat(100))).toBeNull();
    expect(checkQuoteSearch('x'.repeat(101))).toMatch(/^Search text must be 1 to 100/);
    expect(checkQuoteSearch(' ')).toMatch(/^Search text must be 1 to 100/);
  });
});
