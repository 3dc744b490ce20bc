import {
  CreateSearchHistorySchema,
  SearchHistoryEntrySchema,
  type CreateSearchHistory,
} from '@lumen/validation';
import { checkRequest, type CallOptions, type HttpClient } from '../http-client.ts';

/** POST /search-history: records one product search for the search statistics. */
export async function recordSearch(
  http: HttpClient,
  entry: CreateSearchHistory,
  call?: CallOptions,
) {
  return http.post(
    '/search-history',
    checkRequest(CreateSearchHistorySchema, entry, '/search-history'),
    SearchHistoryEntrySchema,
    call,
  );
}
