import { queryOptions } from '@tanstack/react-query';
import {
  FilterProductsRequestSchema,
  ProductListSchema,
  type FilterProductsRequest,
} from '@lumen/validation';
import { checkRequest, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys } from './query-keys.ts';

/** POST /products/filter: full products by part number, or by main and sub category. */
export async function filterProducts(
  http: HttpClient,
  request: FilterProductsRequest,
  call?: CallOptions,
) {
  return http.post(
    '/products/filter',
    checkRequest(FilterProductsRequestSchema, request, '/products/filter'),
    ProductListSchema,
    call,
  );
}

export function filterProductsQueryOptions(
  api: { http: HttpClient },
  request: FilterProductsRequest,
) {
  const body = checkRequest(FilterProductsRequestSchema, request, '/products/filter');
  return queryOptions({
    queryKey: catalogueKeys.filter(body),
    queryFn: ({ signal }) => filterProducts(api.http, body, { signal }),
  });
}
