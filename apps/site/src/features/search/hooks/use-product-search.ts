import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { productLanguageOf, type Locale } from '@lumen/i18n/locales';
import { createProductApi, productSearchPagesQueryOptions } from '@lumen/product-api-client';
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
 * The term the results are for: the submitted or chosen term at once, then whatever the box
 * holds once typing pauses (spec §4: every input change also triggers a search). A blank box
 * keeps the last results (spec §5: whitespace-only terms do nothing).
 */
export function useSearchTerm(term: string, query: string): string {
  const [state, setState] = useState({ term, searched: term.trim() });
  // A new submitted or chosen term is searched at once (state adjusted while rendering).
  if (state.term !== term) setState({ term, searched: term.trim() || state.searched });
  useEffect(() => {
    const next = query.trim();
    if (!next) return;
    const timer = setTimeout(
      () => setState((current) => ({ ...current, searched: next })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [query]);
  return state.term !== term ? term.trim() || state.searched : state.searched;
}

/**
 * The overlay's results for a term: pages of 40 (spec §9 "search request size 40") from one
 * ranking, fetched as 'Load more products' needs them. The previous results stay on screen
 * while the next term loads.
 */
export function useProductSearch(term: string, countryId: number, locale: Locale) {
  const api = useSearchApi();
  return useInfiniteQuery({
    // A blank term never runs; the placeholder keeps the options valid.
    ...productSearchPagesQueryOptions(api, {
      query: term || '-',
      country: countryId,
      language: productLanguageOf(locale),
    }),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * Records each search the overlay runs for the search statistics (POST /search-history:
 * createdAt on the server, country, platform WEB, the query), without waiting for the answer
 * and without telling the visitor when it fails.
 */
export function useRecordSearch(term: string, countryId: number) {
  const api = useSearchApi();
  useEffect(() => {
    if (!term) return;
    api
      .recordSearch({ productSearchQuery: term, country: countryId, platform: 'WEB' })
      .catch((err: unknown) => console.warn('Search not recorded', err));
  }, [api, term, countryId]);
}
