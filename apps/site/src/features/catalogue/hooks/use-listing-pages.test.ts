import { describe, expect, it } from 'vitest';
import { createProductApi, productListingQueryOptions } from '@lumen/product-api-client';
import { listingRequests, parseListingState } from '../utils/listing-state.ts';
import { listingQuery } from './use-listing-pages.ts';

describe('listingQuery', () => {
  it('has the key the server prefetches with, so the page hydrates from its answers', () => {
    const api = createProductApi({ baseUrl: 'http://api.test' });
    const state = {
      ...parseListingState(
        new URLSearchParams('CCT=3000K&range=ORBIT&rangeFilter=aura&sort=z-aSort&size=24&page=3'),
      ),
      more: 1,
    };
    for (const request of listingRequests(state, {
      mainCategory: 'downlights',
      country: 3,
      language: 'fr-FR',
    })) {
      expect(listingQuery(() => Promise.resolve(api), request).queryKey).toEqual(
        productListingQueryOptions(api, request).queryKey,
      );
    }
  });
});
