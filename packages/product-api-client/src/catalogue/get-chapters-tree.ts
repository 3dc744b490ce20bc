import { queryOptions } from '@tanstack/react-query';
import { ChaptersTreeResponseSchema } from '@lumen/validation';
import type { CallOptions, HttpClient } from '../http-client.ts';
import { catalogueKeys } from './query-keys.ts';

/** GET /chapters/tree: main categories with their sub categories, in both languages. */
export async function getChaptersTree(http: HttpClient, call?: CallOptions) {
  return http.get('/chapters/tree', {}, ChaptersTreeResponseSchema, call);
}

export function chaptersTreeQueryOptions(api: { http: HttpClient }) {
  return queryOptions({
    queryKey: catalogueKeys.chaptersTree(),
    queryFn: ({ signal }) => getChaptersTree(api.http, { signal }),
    staleTime: 30 * 60_000,
  });
}
