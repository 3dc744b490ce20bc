import type { ProductLanguage } from '@lumen/i18n';
import { CONTROL_CHARACTER_RUNS } from './text.ts';

/*
 * The catalogue's constants (spec public-site §9), without the schemas: the browser reads
 * them (the listing's facet order, sorts, page sizes) without loading the schema library.
 * catalogue.ts re-exports them.
 */

export const PRODUCT_LANGUAGES = ['en-GB', 'fr-FR'] as const satisfies readonly ProductLanguage[];
export const DEFAULT_PRODUCT_LANGUAGE: ProductLanguage = 'en-GB';

/** The facet groups of the listing filter panel, in the order the panel shows them. */
export const FACET_NAMES = [
  'subCategory',
  'range',
  'CCT',
  'energyClass',
  'ipRating',
  'powerFactor',
  'warranty',
  'UGR',
  'totalPower',
  'efficacy',
  'smartProduct',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** Listing sorts; the first is the default (Best Sellers). */
export const PRODUCT_SORTS = [
  'bestSeller',
  'a-zSort',
  'z-aSort',
  'skua-zSort',
  'skuz-aSort',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'bestSeller';

/** Items-per-page choices of the listing; the API accepts any size up to the maximum. */
export const LISTING_PAGE_SIZES = [12, 24, 36] as const;
export const DEFAULT_LISTING_SIZE = 12;
export const MAX_LISTING_SIZE = 100;
/** Deep pages cost an ever larger OFFSET; nobody pages this far by hand. */
export const MAX_LISTING_PAGE = 10_000;
/** How long a browser shows a listing page it fetched again without asking the API. */
export const LISTING_STALE_MS = 60_000;

export const DEFAULT_SEARCH_SIZE = 40;
export const MAX_SEARCH_SIZE = 100;
/** Search pages past this are refused: nobody loads more 12 at a time that far. */
export const MAX_SEARCH_PAGE = 250;
export const DEFAULT_AUTOCOMPLETE_SIZE = 6;
export const MAX_AUTOCOMPLETE_SIZE = 20;
export const DEFAULT_SIMILAR_SIZE = 12;
export const DEFAULT_FILTER_SIZE = 100;
export const MAX_FILTER_SIZE = 200;

/**
 * Longest free text (search terms, slugs, names) any catalogue call accepts, and so the
 * `maxLength` of the site's search boxes: a box never holds a term the API refuses.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * A typed search term as the API takes it: control characters (a tab pasted from a
 * spreadsheet cell), which the API refuses, read as spaces, and the ends trimmed. Never
 * longer than what was typed.
 */
export function normalizeSearchTerm(raw: string): string {
  return raw.replace(CONTROL_CHARACTER_RUNS, ' ').trim();
}
export const MAX_PART_NUMBER_LENGTH = 64;
/**
 * The sides GET /thumb/{id}/{filename} renders. A requested side is rounded up to the next
 * one, so a picture has at most 9 × 9 cached sizes however many sizes clients ask for; the
 * sizes the site uses (300, 500, 600) are exact. ADR 011.
 */
export const THUMB_SIDES = [100, 200, 300, 400, 500, 600, 800, 1200, 2000] as const;
/** Largest side accepted (larger requests are refused, not shrunk). */
export const MAX_THUMB_SIDE = 2000;
/** Side of a thumbnail when the request gives neither width nor height (spec §9: 600×600). */
export const DEFAULT_THUMB_SIDE = 600;

/** The rendered side for a requested one: the smallest of THUMB_SIDES that is not smaller. */
export function thumbSide(requested: number): number {
  return THUMB_SIDES.find((side) => side >= requested) ?? MAX_THUMB_SIDE;
}

/** A sort from a URL (?sort=): anything unknown reads as the default rather than failing the page. */
export function parseProductSort(value: unknown): ProductSort {
  return (PRODUCT_SORTS as readonly unknown[]).includes(value)
    ? (value as ProductSort)
    : DEFAULT_PRODUCT_SORT;
}

/** The tabs of a product page, as the `productDetails` content names them (spec §2). */
export const PRODUCT_DETAIL_TAB_KEYS = [
  'features',
  'techSpecs',
  'downloads',
  'accessories',
  'howToVideos',
  'caseStudies',
] as const;
