import type { ListingFilters, ListProductsRequest, ProductLanguage } from '@lumen/validation';
import {
  DEFAULT_LISTING_SIZE,
  DEFAULT_PRODUCT_SORT,
  FACET_NAMES,
  LISTING_PAGE_SIZES,
  MAX_LISTING_PAGE,
  parseProductSort,
  type FacetName,
  type ProductSort,
} from '@lumen/validation/catalogue-constants';

/*
 * The listing's state lives in the URL (spec §2 Product listing, §4), so a filtered listing
 * can be shared, reloaded, rendered by the server, and restored exactly by Back:
 *
 *   /products/downlights?subCategory=fire-rated&range=AURA&range=ORBIT&CCT=3000K
 *     &rangeFilter=HALO%20FIRE&sort=a-zSort&size=24&page=2&more=1
 *
 * One parameter per facet, repeated per value, in panel order; defaults are left out, so each
 * state has exactly one URL. `rangeFilter` is the landing parameter of the range tiles: it
 * selects its range (upper case) and names the page, until the visitor unselects that range.
 * `more` counts the pages 'Load more products' has appended after `page`.
 */

export type PageSize = (typeof LISTING_PAGE_SIZES)[number];

export type ListingState = {
  /** Selected values per facet, in the order they were chosen; `rangeFilter` is kept apart. */
  filters: Partial<Record<FacetName, string[]>>;
  rangeFilter: string | null;
  sort: ProductSort;
  /** 1-based first page shown. */
  page: number;
  /** Pages appended by 'Load more products'. */
  more: number;
  size: PageSize;
};

export const DEFAULT_LISTING_STATE: ListingState = {
  filters: {},
  rangeFilter: null,
  sort: DEFAULT_PRODUCT_SORT,
  page: 1,
  more: 0,
  size: DEFAULT_LISTING_SIZE as PageSize,
};

/** The API's per-facet limits (FacetValuesSchema): more would be a 400, so they are dropped. */
const MAX_VALUES_PER_FACET = 50;
const MAX_VALUE_LENGTH = 100;
/** Load more stops here; past it the visitor pages instead (keeps a URL from asking for 1,000 pages). */
export const MAX_MORE_PAGES = 20;
/** So that the last loaded-more page stays within the API's page limit (zero-based). */
const MAX_FIRST_PAGE = MAX_LISTING_PAGE + 1 - MAX_MORE_PAGES;

function cleanValue(raw: string): string | null {
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex -- a control character would be a 400 from the API
  return value && value.length <= MAX_VALUE_LENGTH && !/[\u0000-\u001f\u007f]/.test(value)
    ? value
    : null;
}

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

function nonNegativeInt(raw: string | null, max: number): number {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return 0;
  return Math.min(Number(raw), max);
}

/** Reads a listing URL's query. Anything malformed falls back to its default, never an error. */
export function parseListingState(params: URLSearchParams): ListingState {
  const filters: ListingState['filters'] = {};
  for (const name of FACET_NAMES) {
    const values = [...new Set(params.getAll(name).flatMap((v) => cleanValue(v) ?? []))].slice(
      0,
      MAX_VALUES_PER_FACET,
    );
    if (values.length) filters[name] = values;
  }
  const rangeFilter = cleanValue(params.get('rangeFilter') ?? '')?.toUpperCase() ?? null;
  if (rangeFilter && filters.range) {
    const rest = filters.range.filter((v) => v !== rangeFilter);
    if (rest.length) filters.range = rest;
    else delete filters.range;
  }
  const size = Number(params.get('size'));
  return {
    filters,
    rangeFilter,
    sort: parseProductSort(params.get('sort')),
    page: positiveInt(params.get('page'), 1, MAX_FIRST_PAGE),
    more: nonNegativeInt(params.get('more'), MAX_MORE_PAGES),
    size: (LISTING_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as PageSize)
      : DEFAULT_LISTING_STATE.size,
  };
}

/** The one URL query of a state (defaults left out), in a stable order. */
export function serializeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FACET_NAMES) for (const v of state.filters[name] ?? []) params.append(name, v);
  if (state.rangeFilter) params.set('rangeFilter', state.rangeFilter);
  if (state.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', state.sort);
  if (state.size !== DEFAULT_LISTING_STATE.size) params.set('size', String(state.size));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.more > 0) params.set('more', String(state.more));
  return params;
}

/** The query string of a state, with its '?' (or '' for the default state). */
export function listingSearch(state: ListingState): string {
  const qs = serializeListingState(state).toString();
  return qs ? `?${qs}` : '';
}

/** What the API filters on: the chosen values plus the landing range. */
export function effectiveFilters(state: ListingState): ListingFilters {
  const filters: ListingFilters = {};
  for (const name of FACET_NAMES) {
    const values = [...(state.filters[name] ?? [])];
    if (name === 'range' && state.rangeFilter && !values.includes(state.rangeFilter))
      values.unshift(state.rangeFilter);
    if (values.length) filters[name] = values;
  }
  return filters;
}

export function isSelected(state: ListingState, name: FacetName, value: string): boolean {
  return (
    (name === 'range' && state.rangeFilter === value) ||
    (state.filters[name]?.includes(value) ?? false)
  );
}

/** Total values selected across every facet: 'Clear all filters' shows only above one. */
export function selectedCount(state: ListingState): number {
  return Object.values(effectiveFilters(state)).reduce((n, values) => n + values.length, 0);
}

const firstPage = { page: 1, more: 0 } as const;

/** Selecting or unselecting a value refetches from the first page (spec §4). */
export function toggleFilter(state: ListingState, name: FacetName, value: string): ListingState {
  if (name === 'range' && state.rangeFilter === value)
    return { ...state, ...firstPage, rangeFilter: null };
  const current = state.filters[name] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...state.filters };
  if (next.length) filters[name] = next;
  else delete filters[name];
  return { ...state, ...firstPage, filters };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, ...firstPage, filters: {}, rangeFilter: null };
}

export function setSort(state: ListingState, sort: ProductSort): ListingState {
  return { ...state, ...firstPage, sort };
}

export function setPageSize(state: ListingState, size: PageSize): ListingState {
  return { ...state, ...firstPage, size };
}

export function goToPage(state: ListingState, page: number): ListingState {
  return { ...state, page, more: 0 };
}

export function loadMore(state: ListingState): ListingState {
  return { ...state, more: Math.min(state.more + 1, MAX_MORE_PAGES) };
}

/** The last page on screen (1-based): the pagination control's current page. */
export const lastShownPage = (state: ListingState) => state.page + state.more;

/**
 * The API requests behind a state: one per page on screen (page, then each loaded-more
 * page), so every page is its own cache entry and Load more fetches only the new one.
 */
export function listingRequests(
  state: ListingState,
  context: { mainCategory: string; country: number; language: ProductLanguage },
): ListProductsRequest[] {
  const filters = effectiveFilters(state);
  return Array.from({ length: state.more + 1 }, (_, i) => ({
    mainCategory: context.mainCategory,
    page: state.page - 1 + i,
    size: state.size,
    country: context.country,
    filters,
    sort: state.sort,
    language: context.language,
  }));
}
