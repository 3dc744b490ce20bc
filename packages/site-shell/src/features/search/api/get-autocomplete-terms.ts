import { productLanguageOf, type Locale } from '@lumen/i18n';

/** Suggestions shown under the search box (spec §9). */
export const AUTOCOMPLETE_SIZE = 6;

export type AutocompleteRequest = {
  /** The API's public origin (root loader config). */
  apiUrl: string;
  query: string;
  countryId: number;
  locale: Locale;
  signal?: AbortSignal;
};

// The product API client validates with zod: it is fetched with the first request (the
// visitor is typing by then), not with the page.
const loadProductApi = () => import('@lumen/product-api-client');

/**
 * The product API's autocomplete (`GET /products/autocomplete?query=&size=6&country=&language=`,
 * answering `{ terms }`) through @lumen/product-api-client: six suggestions in the visitor's
 * country and product language. Failures throw (ProductApiError) for the caller to log.
 */
export async function getAutocompleteTerms({
  apiUrl,
  query,
  countryId,
  locale,
  signal,
}: AutocompleteRequest): Promise<string[]> {
  const { createProductApi } = await loadProductApi();
  const terms = await createProductApi({ baseUrl: apiUrl }).autocompleteProducts(
    { query, size: AUTOCOMPLETE_SIZE, country: countryId, language: productLanguageOf(locale) },
    { signal },
  );
  return terms.filter((term) => term.trim() !== '').slice(0, AUTOCOMPLETE_SIZE);
}
