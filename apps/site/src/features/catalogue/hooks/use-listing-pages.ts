import { useState } from 'react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { catalogueKeys } from '@lumen/product-api-client/query-keys';
import type { ListProductsRequest, ListProductsResponse, ProductLanguage } from '@lumen/validation';
import { useProductApiLoader } from '#src/lib/product-api.tsx';
import { listingRequests, type ListingState } from '../utils/listing-state.ts';

/**
 * The browser's listing query: the key productListingQueryOptions gives the same request on
 * the server (listingRequests fills every field, so the schema's normalisation changes
 * nothing; listing-query.test.ts holds them equal), fetched through the client loaded on the
 * first filter change.
 */
export function listingQuery(
  load: () => Promise<{
    listProducts: (
      request: ListProductsRequest,
      call?: { signal?: AbortSignal },
    ) => Promise<ListProductsResponse>;
  }>,
  request: ListProductsRequest,
) {
  return {
    queryKey: catalogueKeys.listing(request),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await load()).listProducts(request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  };
}

export type ListingContext = { mainCategory: string; country: number; language: ProductLanguage };

/**
 * The pages a listing state shows, one cached query per page with the options the server
 * prefetched with, so the first render uses the server's answers. While a new filter, sort
 * or page loads, the previous results stay on screen (keepPreviousData), marked busy.
 */
export function useListingPages(state: ListingState, context: ListingContext) {
  const load = useProductApiLoader();
  const listing = useQueries({
    queries: listingRequests(state, context).map((request) => listingQuery(load, request)),
    combine: (results) => {
      const first = results[0];
      const pages = results.flatMap((r) => (r.data ? [r.data] : []));
      return {
        products: pages.flatMap((p) => p.products),
        first: first?.data,
        totalElements: first?.data?.pagination.totalElements ?? 0,
        totalPages: first?.data?.pagination.totalPages ?? 0,
        /** Something on screen is being replaced (a filter, sort or page change). */
        isUpdating: results.some((r) => r.isPlaceholderData || (r.isFetching && !r.isPending)),
        /** The page 'Load more products' asked for is on its way. */
        isLoadingMore: results.slice(1).some((r) => r.isPending),
        isError: results.some((r) => r.isError),
        isSettled: results.every((r) => r.isSuccess && !r.isPlaceholderData),
      };
    },
  });
  // useQueries makes a new observer for a new key, so keepPreviousData has nothing to keep
  // across a filter change: the last answer is kept here instead, and shown as updating.
  const [previous, setPrevious] = useState(listing.first ? listing : null);
  if (listing.first && listing.first !== previous?.first) setPrevious(listing);
  if (listing.first || !previous) return listing;
  return { ...previous, isUpdating: true, isLoadingMore: false, isSettled: false };
}
