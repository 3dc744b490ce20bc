import { queryOptions } from '@tanstack/react-query';
import { PartNumberQuerySchema, ProductSchema, type PartNumberQuery } from '@lumen/validation';
import { checkRequest, isNotFound, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys, languageKeyed } from './query-keys.ts';

/**
 * GET /product/part-number: the product and its slugs in the request language. Rejects with a
 * 404 ProductApiError (see isNotFound) when it is missing or hidden in the country, which the
 * detail page turns into 'Product Not Available'.
 */
export async function getProductByPartNumber(
  http: HttpClient,
  query: PartNumberQuery,
  call?: CallOptions,
) {
  return http.get(
    '/product/part-number',
    checkRequest(PartNumberQuerySchema, query, '/product/part-number'),
    ProductSchema,
    call,
  );
}

export function productByPartNumberQueryOptions(api: { http: HttpClient }, query: PartNumberQuery) {
  const params = checkRequest(PartNumberQuerySchema, query, '/product/part-number');
  return queryOptions({
    queryKey: catalogueKeys.partNumber(...languageKeyed(params, api.http.acceptLanguage)),
    queryFn: ({ signal }) => getProductByPartNumber(api.http, params, { signal }),
    // A 404 is an answer (not available), not a failure worth retrying.
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}
