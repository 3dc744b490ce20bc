import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExpressAdminEntriesSchema, type ExpressAdminEntries } from '@lumen/validation/promotions';
import { apiJson } from '#src/lib/api-client.ts';

/** GET /admin/express-campaign?page (admins; spec §7): filed entries, newest first, 50 a page. */
export function getExpressEntries(
  page: number,
  signal?: AbortSignal,
): Promise<ExpressAdminEntries> {
  return apiJson(ExpressAdminEntriesSchema, '/admin/express-campaign', {
    query: { page },
    signal,
  });
}

export const EXPRESS_ENTRIES_KEY = ['express-campaign', 'entries'] as const;

export function expressEntriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...EXPRESS_ENTRIES_KEY, page],
    queryFn: ({ signal }) => getExpressEntries(page, signal),
  });
}

export function useExpressEntries(page: number, isEnabled: boolean) {
  return useQuery({ ...expressEntriesQueryOptions(page), enabled: isEnabled });
}
