import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the address (issue 13 point 4), so a filtered page can
 * be reloaded, shared and reached with Back. `page` is 1-based in the address, as people
 * count; the API's zero-based page is `page - 1`.
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => {
    const v = {} as Record<Key, string | undefined>;
    for (const key of keys) v[key] = searchParams.get(key) ?? undefined;
    return v;
    // keys is a constant list per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);
  const rawPage = searchParams.get('page');
  const page = rawPage === null ? 1 : Number(rawPage);

  /** Sets filters (undefined or '' removes one) and goes back to the first page. */
  const setFilters = useCallback(
    (next: Partial<Record<Key, string | undefined>>) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next) as [Key, string | undefined][]) {
          if (value === undefined || value === '') params.delete(key);
          else params.set(key, value);
        }
        params.delete('page');
        return params;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (n: number) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (n <= 1) params.delete('page');
        else params.set('page', String(n));
        return params;
      });
    },
    [setSearchParams],
  );

  return { values, page, setFilters, setPage };
}
