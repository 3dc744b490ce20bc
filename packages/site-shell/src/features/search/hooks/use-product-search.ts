import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { productLanguageOf, type Locale } from '@lumen/i18n/locales';
import { createProductApi, productSearchPagesQueryOptions } from '@lumen/product-api-client';
import { normalizeSearchTerm, SearchProductsQuerySchema } from '@lumen/validation';
import { useProductApiConfig } from '#src/lib/product-api.tsx';

/** The dialog's own client: the dialog is loaded on demand, so its schemas are too. */
function useSearchApi() {
  const { apiUrl, locale } = useProductApiConfig();
  return useMemo(
    () => createProductApi({ baseUrl: apiUrl, acceptLanguage: productLanguageOf(locale) }),
    [apiUrl, locale],
  );
}

/** Spec §4, §9: a search runs 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Whether the API takes `term` as a search query. The boxes cap input at the API's limit and
 * normalizeSearchTerm removes what it refuses, so this only guards against a rule the box
 * does not know: such a term is not searched and the results already shown stay (spec §8).
 */
function isSearchable(term: string): boolean {
  return term !== '' && SearchProductsQuerySchema.shape.query.safeParse(term).success;
}

/**
 * The term the results are for: the submitted or chosen term at once, then whatever the box
 * holds once typing pauses (spec §4: every input change also triggers a search). A blank box,
 * or a term the API would refuse, keeps the last results (spec §5, §8).
 */
export function useSearchTerm(term: string, query: string): string {
  const [state, setState] = useState(() => ({ term, searched: searchableOr(term, '') }));
  // A new submitted or chosen term is searched at once (state adjusted while rendering).
  if (state.term !== term) setState({ term, searched: searchableOr(term, state.searched) });
  useEffect(() => {
    const next = normalizeSearchTerm(query);
    if (!next) return;
    const timer = setTimeout(() => {
      if (isSearchable(next)) setState((current) => ({ ...current, searched: next }));
      else console.warn('Search term not sent: the API would refuse it', next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return state.term !== term ? searchableOr(term, state.searched) : state.searched;
}

function searchableOr(term: string, fallback: string): string {
  const next = normalizeSearchTerm(term);
  return isSearchable(next) ? next : fallback;
}

/** How many products a term's search found: undefined until it answers, null if it failed. */
export type SearchOutcome = number | null | undefined;

/**
 * The overlay's results for a term: pages of 40 (spec §9 "search request size 40") from one
 * ranking, fetched as 'Load more products' needs them. The previous results stay on screen
 * while the next term loads, and when it fails: the failure is only logged (spec §8).
 */
export function useProductSearch(term: string, countryId: number, locale: Locale) {
  const api = useSearchApi();
  const search = useInfiniteQuery({
    // A blank term never runs; the placeholder keeps the options valid.
    ...productSearchPagesQueryOptions(api, {
      query: term || '-',
      country: countryId,
      language: productLanguageOf(locale),
    }),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
  const { data, error, isError } = search;
  const [lastResults, setLastResults] = useState(data);
  if (data && data !== lastResults) setLastResults(data);
  useEffect(() => {
    if (error) console.warn('Search failed:', error);
  }, [error]);
  // Placeholder data are the previous term's results: only this term's own answer counts.
  const found: SearchOutcome =
    term === ''
      ? undefined
      : search.isSuccess && !search.isPlaceholderData
        ? (data?.pages[0]?.pagination.totalElements ?? 0)
        : isError
          ? null
          : undefined;
  return {
    found,
    data: data ?? (isError ? lastResults : undefined),
    isPending: search.isPending,
    isFetching: search.isFetching,
    isPlaceholderData: search.isPlaceholderData,
    hasNextPage: search.hasNextPage,
    fetchNextPage: search.fetchNextPage,
    isFetchingNextPage: search.isFetchingNextPage,
  };
}

/**
 * Records each search the overlay runs for the search statistics (POST /search-history:
 * country, platform WEB, the query and its language), once its results arrived, success or
 * failure; the API dates it and counts its results itself (docs/decisions/043). A term
 * replaced before it answered was never seen, so it is not recorded. Sent without waiting for
 * the answer and without telling the visitor when it fails.
 */
export function useRecordSearch(
  term: string,
  countryId: number,
  locale: Locale,
  found: SearchOutcome,
) {
  const api = useSearchApi();
  // One record per search: loading more pages, a refetch or a re-run effect (StrictMode)
  // leaves the outcome known for the same term and must not record it again.
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!term || found === undefined) return;
    const key = `${countryId}\u0000${locale}\u0000${term}`;
    if (recorded.current === key) return;
    recorded.current = key;
    api
      .recordSearch({
        productSearchQuery: term,
        country: countryId,
        platform: 'WEB',
        language: productLanguageOf(locale),
      })
      .catch((err: unknown) => console.warn('Search not recorded', err));
  }, [api, term, countryId, locale, found]);
}
