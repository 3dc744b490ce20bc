import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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

/**
 * The search overlay's pages: page 0, 1, ... of `size` results each, in one ranking, so
 * 'Load more products' can show more than one request holds. The next page exists while
 * fewer than totalElements have been loaded.
 */
export function productSearchPagesQueryOptions(
  api: { http: HttpClient },
  query: Omit<SearchProductsQuery, 'page'>,
) {
  const params = checkRequest(SearchProductsQuerySchema, query, '/products/search');
  const [key, language] = languageKeyed(params, api.http.acceptLanguage);
  return infiniteQueryOptions({
    queryKey: [...catalogueKeys.search(key, language), 'pages'] as const,
    queryFn: ({ signal, pageParam }) =>
      searchProducts(api.http, { ...params, page: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.products.length, 0);
      return last.products.length > 0 && loaded < last.pagination.totalElements
        ? pages.length
        : undefined;
    },
    staleTime: 60_000,
  });
}
