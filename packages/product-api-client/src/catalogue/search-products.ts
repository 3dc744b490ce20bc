import { queryOptions } from '@tanstack/react-query';
import {
  SearchProductsQuerySchema,
  SearchProductsResponseSchema,
  type SearchProductsQuery,
} from '@lumen/validation';
import { checkRequest, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys, languageKeyed } from './query-keys.ts';

/** GET /products/search: the search overlay (size 40) and the slug lookup (size 1). */
export async function searchProducts(
  http: HttpClient,
  query: SearchProductsQuery,
  call?: CallOptions,
) {
  return http.get(
    '/products/search',
    checkRequest(SearchProductsQuerySchema, query, '/products/search'),
    SearchProductsResponseSchema,
    call,
  );
}

export function productSearchQueryOptions(api: { http: HttpClient }, query: SearchProductsQuery) {
  const params = checkRequest(SearchProductsQuerySchema, query, '/products/search');
  return queryOptions({
    queryKey: catalogueKeys.search(...languageKeyed(params, api.http.acceptLanguage)),
    queryFn: ({ signal }) => searchProducts(api.http, params, { signal }),
    staleTime: 60_000,
  });
}
