import { queryOptions } from '@tanstack/react-query';
import {
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  type AutocompleteQuery,
} from '@lumen/validation';
import { checkRequest, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys, languageKeyed } from './query-keys.ts';

/** GET /products/autocomplete: up to `size` (default 6) suggestions for the search box. */
export async function autocompleteProducts(
  http: HttpClient,
  query: AutocompleteQuery,
  call?: CallOptions,
) {
  const params = checkRequest(AutocompleteQuerySchema, query, '/products/autocomplete');
  return (await http.get('/products/autocomplete', params, AutocompleteResponseSchema, call)).terms;
}

export function autocompleteQueryOptions(api: { http: HttpClient }, query: AutocompleteQuery) {
  const params = checkRequest(AutocompleteQuerySchema, query, '/products/autocomplete');
  return queryOptions({
    queryKey: catalogueKeys.autocomplete(...languageKeyed(params, api.http.acceptLanguage)),
    queryFn: ({ signal }) => autocompleteProducts(api.http, params, { signal }),
    staleTime: 5 * 60_000,
  });
}
