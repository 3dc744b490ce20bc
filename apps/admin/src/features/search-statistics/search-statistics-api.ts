import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchHistoryListQuerySchema } from '@lumen/validation/search-statistics';
import {
  SearchHistoryPageSchema,
  SearchTermStatsPageSchema,
} from '@lumen/validation/search-statistics';
import { apiJson } from '#src/lib/api-client.ts';

/** The filters and page once the shared schema has read them (page zero-based, size set). */
export type SearchHistoryListQuery = ReturnType<typeof SearchHistoryListQuerySchema.parse>;

/** The three reports of the screen, each an API route over the same filters. */
export type SearchView = 'searches' | 'top' | 'zero';

const TERM_PATHS = {
  top: '/admin/search-history/top-terms',
  zero: '/admin/search-history/zero-result-terms',
} as const;

/** GET /admin/search-history: one page of recorded searches, newest first. */
export function searchHistoryQueryOptions(query: SearchHistoryListQuery) {
  return queryOptions({
    queryKey: ['search-history', query],
    queryFn: ({ signal }) =>
      apiJson(SearchHistoryPageSchema, '/admin/search-history', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/search-history/top-terms or /zero-result-terms: terms, most searched first. */
export function searchTermsQueryOptions(view: 'top' | 'zero', query: SearchHistoryListQuery) {
  return queryOptions({
    queryKey: ['search-terms', view, query],
    queryFn: ({ signal }) =>
      apiJson(SearchTermStatsPageSchema, TERM_PATHS[view], { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSearchHistory(query: SearchHistoryListQuery) {
  return useQuery(searchHistoryQueryOptions(query));
}

export function useSearchTerms(view: 'top' | 'zero', query: SearchHistoryListQuery) {
  return useQuery(searchTermsQueryOptions(view, query));
}
