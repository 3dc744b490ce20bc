/**
 * Query keys of the product API, owned here so SSR prefetches and components share cache
 * entries. Requests are normalised by their schemas first (defaults applied), so
 * `{mainCategory: 'downlights'}` and `{mainCategory: 'downlights', page: 0}` are one entry.
 * Calls answered in the Accept-Language language carry it in their key.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  translatedCategory: (slug: string, language: string | null) =>
    [...catalogueKeys.all, 'translated-category', slug, language] as const,
  filter: (body: object) => [...catalogueKeys.all, 'filter', body] as const,
  searchByText: (body: object) => [...catalogueKeys.all, 'search-by-text', body] as const,
  search: (query: object, language: string | null) =>
    [...catalogueKeys.all, 'search', query, language] as const,
  autocomplete: (query: object, language: string | null) =>
    [...catalogueKeys.all, 'autocomplete', query, language] as const,
  listing: (body: object) => [...catalogueKeys.all, 'listing', body] as const,
  partNumber: (query: object, language: string | null) =>
    [...catalogueKeys.all, 'part-number', query, language] as const,
  tradeProduct: (tradeProductId: number, language: string | null) =>
    [...catalogueKeys.all, 'trade-product', tradeProductId, language] as const,
  similar: (query: object, language: string | null) =>
    [...catalogueKeys.all, 'similar', query, language] as const,
  chaptersTree: () => [...catalogueKeys.all, 'chapters-tree'] as const,
};

/**
 * Splits a query into its language-free part and the language the answer will be in (an
 * explicit `language`, else the client's Accept-Language), so both ways of asking for French
 * share one cache entry.
 */
export function languageKeyed<T extends { language?: string | undefined }>(
  params: T,
  acceptLanguage: string | undefined,
): [Omit<T, 'language'>, string | null] {
  const { language, ...rest } = params;
  return [rest, language ?? acceptLanguage ?? null];
}
