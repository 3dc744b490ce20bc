import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  DEFAULT_LISTING_STATE,
  effectiveFilters,
  goToPage,
  lastShownPage,
  listingRequests,
  listingSearch,
  loadMore,
  MAX_MORE_PAGES,
  parseListingState,
  selectedCount,
  serializeListingState,
  setPageSize,
  setSort,
  toggleFilter,
} from './listing-state.ts';

const parse = (qs: string) => parseListingState(new URLSearchParams(qs));

describe('listing URL state', () => {
  it('reads the defaults from an empty query: Best Sellers, 12 per page, page 1', () => {
    expect(parse('')).toEqual(DEFAULT_LISTING_STATE);
    expect(DEFAULT_LISTING_STATE).toMatchObject({ sort: 'bestSeller', size: 12, page: 1, more: 0 });
    expect(listingSearch(DEFAULT_LISTING_STATE)).toBe('');
  });

  it('round-trips every field, in one canonical order', () => {
    const qs =
      'subCategory=fire-rated-downlights&range=ORBIT&range=VEGA&CCT=3000K&UGR=%3C19' +
      '&rangeFilter=AURA&sort=a-zSort&size=24&page=3&more=2';
    const state = parse(qs);
    expect(state).toEqual({
      filters: {
        subCategory: ['fire-rated-downlights'],
        range: ['ORBIT', 'VEGA'],
        CCT: ['3000K'],
        UGR: ['<19'],
      },
      rangeFilter: 'AURA',
      sort: 'a-zSort',
      size: 24,
      page: 3,
      more: 2,
    });
    expect(serializeListingState(state).toString()).toBe(qs);
    const shuffled = parse(
      'page=3&CCT=3000K&more=2&range=ORBIT&sort=a-zSort&UGR=%3C19&size=24&rangeFilter=AURA&range=VEGA&subCategory=fire-rated-downlights',
    );
    expect(serializeListingState(shuffled).toString()).toBe(qs);
  });

  it('falls back to defaults for anything malformed, never an error', () => {
    expect(parse('sort=price&size=13&page=0&more=-1')).toEqual(DEFAULT_LISTING_STATE);
    expect(parse('page=abc&size=&more=x').page).toBe(1);
    expect(parse('more=500').more).toBe(MAX_MORE_PAGES);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse('colour=red&CCT=&CCT=%20%20&CCT=3000K&CCT=3000K').filters).toEqual({
      CCT: ['3000K'],
    });
    expect(parse(`CCT=${'x'.repeat(101)}`).filters).toEqual({});
    expect(parse('CCT=a%00b').filters).toEqual({});
  });

  it('upper-cases rangeFilter, which selects its range without repeating it', () => {
    const state = parse('rangeFilter=aura&range=AURA&range=ORBIT');
    expect(state.rangeFilter).toBe('AURA');
    expect(state.filters.range).toEqual(['ORBIT']);
    expect(effectiveFilters(state)).toEqual({ range: ['AURA', 'ORBIT'] });
    expect(selectedCount(state)).toBe(2);
  });
});

describe('listing transitions', () => {
  const deep = { ...parse('CCT=3000K&range=AURA&sort=z-aSort&size=36'), page: 4, more: 2 };

  it('any filter change, sort or page size goes back to page 1 (spec §4)', () => {
    for (const next of [
      toggleFilter(deep, 'CCT', '4000K'),
      toggleFilter(deep, 'CCT', '3000K'),
      clearFilters(deep),
      setSort(deep, 'a-zSort'),
      setPageSize(deep, 12),
    ]) {
      expect(next.page).toBe(1);
      expect(next.more).toBe(0);
    }
  });

  it('toggles values in and out, dropping empty facets', () => {
    const one = toggleFilter(DEFAULT_LISTING_STATE, 'CCT', '3000K');
    expect(one.filters).toEqual({ CCT: ['3000K'] });
    expect(toggleFilter(one, 'CCT', '3000K').filters).toEqual({});
    expect(listingSearch(toggleFilter(one, 'CCT', '4000K'))).toBe('?CCT=3000K&CCT=4000K');
  });

  it('unselecting the landing range drops rangeFilter; clear all drops everything', () => {
    const landed = parse('rangeFilter=AURA&CCT=3000K');
    expect(toggleFilter(landed, 'range', 'AURA').rangeFilter).toBeNull();
    expect(toggleFilter(landed, 'range', 'ORBIT')).toMatchObject({
      rangeFilter: 'AURA',
      filters: { CCT: ['3000K'], range: ['ORBIT'] },
    });
    expect(clearFilters(landed)).toMatchObject({ filters: {}, rangeFilter: null });
    expect(selectedCount(clearFilters(landed))).toBe(0);
  });

  it('load more appends a page; paging shows one page again', () => {
    const more = loadMore(loadMore(goToPage(DEFAULT_LISTING_STATE, 2)));
    expect(more).toMatchObject({ page: 2, more: 2 });
    expect(lastShownPage(more)).toBe(4);
    expect(goToPage(more, 5)).toMatchObject({ page: 5, more: 0 });
  });

  it('asks the API for each page on screen, zero-based, with the landing range', () => {
    const state = { ...parse('rangeFilter=AURA&sort=skua-zSort&size=24&page=2'), more: 1 };
    expect(
      listingRequests(state, { mainCategory: 'downlights', country: 3, language: 'fr-FR' }),
    ).toEqual([
      {
        mainCategory: 'downlights',
        page: 1,
        size: 24,
        country: 3,
        filters: { range: ['AURA'] },
        sort: 'skua-zSort',
        language: 'fr-FR',
      },
      {
        mainCategory: 'downlights',
        page: 2,
        size: 24,
        country: 3,
        filters: { range: ['AURA'] },
        sort: 'skua-zSort',
        language: 'fr-FR',
      },
    ]);
  });
});
