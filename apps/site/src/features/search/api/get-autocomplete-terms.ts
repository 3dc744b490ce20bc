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

function termsOf(body: unknown): string[] {
  const terms = (body as { terms?: unknown } | null)?.terms;
  if (!Array.isArray(terms)) throw new Error('Autocomplete answered without a terms list');
  return terms.filter((term): term is string => typeof term === 'string' && term.trim() !== '');
}

/**
 * The product API's autocomplete, `GET /products/autocomplete?query=&size=6&country=&language=`
 * answering `{ terms: string[] }` (docs/decisions/004-product-api.md). The one place the site
 * calls it: switch to @lumen/product-api-client's autocomplete here once that package lands.
 */
export async function getAutocompleteTerms({
  apiUrl,
  query,
  countryId,
  locale,
  signal,
}: AutocompleteRequest): Promise<string[]> {
  const url = new URL('/products/autocomplete', apiUrl);
  url.search = new URLSearchParams({
    query,
    size: String(AUTOCOMPLETE_SIZE),
    country: String(countryId),
    language: productLanguageOf(locale),
  }).toString();
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Autocomplete answered ${res.status}`);
  return termsOf(await res.json()).slice(0, AUTOCOMPLETE_SIZE);
}
