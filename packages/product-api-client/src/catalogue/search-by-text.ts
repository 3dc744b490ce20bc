import { queryOptions } from '@tanstack/react-query';
import {
  ProductSummaryListSchema,
  SearchByTextRequestSchema,
  type SearchByTextRequest,
} from '@lumen/validation';
import { checkRequest, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys } from './query-keys.ts';

/** POST /search {language, text}: a list of products (e.g. for a range's first word). */
export async function searchByText(
  http: HttpClient,
  request: SearchByTextRequest,
  call?: CallOptions,
) {
  return http.post(
    '/search',
    checkRequest(SearchByTextRequestSchema, request, '/search'),
    ProductSummaryListSchema,
    call,
  );
}

export function searchByTextQueryOptions(api: { http: HttpClient }, request: SearchByTextRequest) {
  const body = checkRequest(SearchByTextRequestSchema, request, '/search');
  return queryOptions({
    queryKey: catalogueKeys.searchByText(body),
    queryFn: ({ signal }) => searchByText(api.http, body, { signal }),
  });
}
