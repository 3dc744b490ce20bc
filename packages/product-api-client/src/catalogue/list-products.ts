import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LISTING_STALE_MS } from '@lumen/validation/catalogue-constants';
import {
  ListProductsRequestSchema,
  ListProductsResponseSchema,
  type ListProductsRequest,
} from '@lumen/validation';
import { checkRequest, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys } from './query-keys.ts';

/** POST /products/listing: a page of a main category with its facets. */
export async function listProducts(
  http: HttpClient,
  request: ListProductsRequest,
  call?: CallOptions,
) {
  return http.post(
    '/products/listing',
    checkRequest(ListProductsRequestSchema, request, '/products/listing'),
    ListProductsResponseSchema,
    call,
  );
}

/** Keeps the previous page on screen while a filter or page change loads. */
export function productListingQueryOptions(
  api: { http: HttpClient },
  request: ListProductsRequest,
) {
  const body = checkRequest(ListProductsRequestSchema, request, '/products/listing');
  return queryOptions({
    queryKey: catalogueKeys.listing(body),
    queryFn: ({ signal }) => listProducts(api.http, body, { signal }),
    placeholderData: keepPreviousData,
    staleTime: LISTING_STALE_MS,
  });
}
