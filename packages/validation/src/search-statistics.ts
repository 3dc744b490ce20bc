import { z } from 'zod';
import { COUNTRY_NAMES, isCountryId } from '@lumen/i18n';
import type { MessageKey } from '@lumen/i18n/messages';
import { SEARCH_PLATFORMS } from './search-history.ts';
import { checkDateRange, isoDateTime, listDate, listPage, listSize, pageOf } from './staff.ts';

/*
 * The staff search statistics (issue 13 point 4; campaigns spec §2.5, §3 "Search history
 * row", §7, §9; docs/decisions/031): what the console sends and what the API answers. The
 * public recording (POST /search-history) is in search-history.ts.
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

/**
 * Spec §9: the platform filter is all (empty), WEB or the loyalty app. Empty stays '' (not
 * undefined) so the console can send its select's value as it is.
 */
export const SEARCH_PLATFORM_FILTERS = ['', ...SEARCH_PLATFORMS] as const;
export type SearchPlatformFilter = (typeof SEARCH_PLATFORM_FILTERS)[number];

const platform = z.enum(SEARCH_PLATFORM_FILTERS, msg('admin.error.platform')).optional();

/** `GET /admin/search-history?startDate&endDate&platform&page&size` (UTC days, both included). */
export const SearchHistoryListQuerySchema = z
  .strictObject({
    startDate: listDate.optional(),
    endDate: listDate.optional(),
    platform,
    page: listPage,
    size: listSize,
  })
  .superRefine(checkDateRange);
export type SearchHistoryListQuery = z.input<typeof SearchHistoryListQuerySchema>;

/** `POST /admin/search-history/export?startDate&endDate&platform`: every matching search. */
export const SearchHistoryExportQuerySchema = z
  .strictObject({
    startDate: listDate.optional(),
    endDate: listDate.optional(),
    platform,
  })
  .superRefine(checkDateRange);
export type SearchHistoryExportQuery = z.input<typeof SearchHistoryExportQuerySchema>;

/** The term reports page like the list and take the same filters. */
export const SearchTermStatsQuerySchema = SearchHistoryListQuerySchema;
export type SearchTermStatsQuery = z.input<typeof SearchTermStatsQuerySchema>;

/** One recorded search: spec §3's row, plus its id and the number of results it found. */
export const SearchHistoryRowSchema = z.strictObject({
  id: z.number().int(),
  createdAt: isoDateTime,
  /** The country id the site searched in (spec §9: 1 and 5 main web, 2 AU, 3 FR, 4 NZ). */
  country: z.number().int(),
  /** The country's name for staff; absent for an id this build does not know. */
  countryName: z.string().optional(),
  platform: z.enum(SEARCH_PLATFORMS),
  productSearchQuery: z.string(),
  /** Null for searches recorded before the site sent the count. */
  resultCount: z.number().int().nullable(),
});
export type SearchHistoryRow = z.infer<typeof SearchHistoryRowSchema>;

export const SearchHistoryPageSchema = pageOf(SearchHistoryRowSchema);
export type SearchHistoryPage = z.infer<typeof SearchHistoryPageSchema>;

/** A term's searches, whatever their case and surrounding spaces ("Aura " is "aura"). */
export const SearchTermStatSchema = z.strictObject({
  /** Trimmed and lower-cased: the form its searches are grouped by. */
  term: z.string(),
  searches: z.number().int(),
  lastSearchedAt: isoDateTime,
  /** Of those searches, how many found nothing (the top terms report only). */
  zeroResultSearches: z.number().int().optional(),
});
export type SearchTermStat = z.infer<typeof SearchTermStatSchema>;

export const SearchTermStatsPageSchema = pageOf(SearchTermStatSchema);
export type SearchTermStatsPage = z.infer<typeof SearchTermStatsPageSchema>;

/** The name staff read for a country id (list, CSV), or undefined for an unknown id. */
export function countryNameOf(country: number): string | undefined {
  return isCountryId(country) ? COUNTRY_NAMES[country] : undefined;
}
