import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '#src/lib/api-client.ts';

/** A staff-only file of the API (an invoice, a thumbnail), read with the session as a blob. */
export function apiBlobQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['api-blob', path],
    queryFn: async ({ signal }) => (await apiFetch(path, { signal })).blob(),
    // A stored document never changes; a few minutes of reuse spares re-reading it.
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: 1,
  });
}

/**
 * An object URL of a staff-only file, so an <img> or <iframe> shows it on the console's own
 * origin: never a public address, and the session cookie is never put in a URL. The URL is
 * revoked when the component goes away.
 */
export function useApiBlobUrl(path: string) {
  const query = useQuery(apiBlobQueryOptions(path));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    // The object URL is an outside resource made and revoked with the blob: made here, not
    // while rendering, so React's double effects in development cannot leak or revoke it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with that resource
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [query.data]);
  return { url, type: query.data?.type ?? null, isError: query.isError, retry: query.refetch };
}
