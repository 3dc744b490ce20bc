import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ProductLanguage } from '@lumen/validation';
import { useProductApiLoader } from '@lumen/site-shell/lib/product-api.tsx';
import { listingRequests, type ListingState } from '../utils/listing-state.ts';
import { ListingCache, type PageFetcher, type SeededPage } from './listing-cache.ts';

export type ListingContext = { mainCategory: string; country: number; language: ProductLanguage };

/**
 * The pages a listing state shows, from the cache the server's pages were seeded into, so
 * the first render uses the server's answers. While a new filter, sort or page loads, the
 * previous results stay on screen, marked busy.
 */
export function useListingPages(
  state: ListingState,
  context: ListingContext,
  serverPages: readonly SeededPage[],
) {
  const load = useProductApiLoader();
  const [cache] = useState(() => {
    const created = new ListingCache();
    created.seed(serverPages);
    return created;
  });
  // Another category's pages arrive with its loader data (the page stays mounted).
  const [seeded, setSeeded] = useState(serverPages);
  if (seeded !== serverPages) {
    cache.seed(serverPages);
    setSeeded(serverPages);
  }
  useSyncExternalStore(cache.subscribe, cache.version, cache.version);

  const requests = useMemo(() => listingRequests(state, context), [state, context]);
  useEffect(() => {
    const fetchPage: PageFetcher = async (request, signal) =>
      (await load()).listProducts(request, { signal });
    const leave = requests.map((request) => cache.observe(request, fetchPage));
    return () => leave.forEach((left) => left());
  }, [cache, load, requests]);

  const results = requests.map((request) => cache.read(request));
  const first = results[0]?.data;
  const listing = {
    products: results.flatMap((r) => r.data?.products ?? []),
    first,
    totalElements: first?.pagination.totalElements ?? 0,
    totalPages: first?.pagination.totalPages ?? 0,
    /** Something on screen is being replaced (a filter, sort or page change). */
    isUpdating: results.some((r) => r.isFetching && r.data !== undefined),
    /** The page 'Load more products' asked for is on its way. */
    isLoadingMore: results.slice(1).some((r) => r.data === undefined && !r.isError),
    isError: results.some((r) => r.isError),
    isSettled: results.every((r) => r.data !== undefined && !r.isError),
  };
  // A new state's first page has no data yet: the last answer stays, shown as updating.
  const [previous, setPrevious] = useState(listing.first ? listing : null);
  if (listing.first && listing.first !== previous?.first) setPrevious(listing);
  if (listing.first || !previous) return listing;
  return { ...previous, isUpdating: true, isLoadingMore: false, isSettled: false };
}
