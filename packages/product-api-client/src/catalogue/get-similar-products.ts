import { queryOptions } from '@tanstack/react-query';
import {
  ProductSummaryListSchema,
  SimilarProductsQuerySchema,
  type SimilarProductsQuery,
} from '@lumen/validation';
import { checkRequest, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys, languageKeyed } from './query-keys.ts';

/**
 * GET /products/similar-products: ?query={range} for the 'Similar Products' carousel,
 * ?similarTo={part number} for alternatives to one product (Product Not Available).
 */
export async function getSimilarProducts(
  http: HttpClient,
  query: SimilarProductsQuery,
  call?: CallOptions,
) {
  return http.get(
    '/products/similar-products',
    checkRequest(SimilarProductsQuerySchema, query, '/products/similar-products'),
    ProductSummaryListSchema,
    call,
  );
}

export function similarProductsQueryOptions(
  api: { http: HttpClient },
  query: SimilarProductsQuery,
) {
  const params = checkRequest(SimilarProductsQuerySchema, query, '/products/similar-products');
  return queryOptions({
    queryKey: catalogueKeys.similar(...languageKeyed(params, api.http.acceptLanguage)),
    queryFn: ({ signal }) => getSimilarProducts(api.http, params, { signal }),
    staleTime: 5 * 60_000,
  });
}
