import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuoteSearchResultSchema } from '@lumen/validation/quote-admin';
import type { QuoteSearchResult } from '@lumen/validation/quote-admin';
import { apiJson } from '#src/lib/api-client.ts';
import type { QuoteSearchRequest } from '../utils/quotes-request.ts';

/** GET /admin/ziigna-details/search: the newest 50 matches of a keyword, over every date. */
export function searchQuotes(
  query: QuoteSearchRequest,
  signal?: AbortSignal,
): Promise<QuoteSearchResult> {
  return apiJson(QuoteSearchResultSchema, '/admin/ziigna-details/search', { query, signal });
}

export function searchQuotesQueryOptions(query: QuoteSearchRequest) {
  return queryOptions({
    queryKey: ['quotes', 'search', query],
    queryFn: ({ signal }) => searchQuotes(query, signal),
  });
}

/** Only called with a keyword the shared schema accepted (utils/quotes-request.ts). */
export function useSearchQuotes(query: QuoteSearchRequest) {
  return useQuery(searchQuotesQueryOptions(query));
}
