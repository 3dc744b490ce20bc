import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuoteListPageSchema } from '@lumen/validation/quote-admin';
import type { QuoteListPage } from '@lumen/validation/quote-admin';
import { apiJson } from '#src/lib/api-client.ts';
import type { QuoteListRequest } from '../utils/quotes-request.ts';

/** GET /admin/ziigna-details: one page of 50 (zero-based), newest first, and the total. */
export function getQuotes(query: QuoteListRequest, signal?: AbortSignal): Promise<QuoteListPage> {
  return apiJson(QuoteListPageSchema, '/admin/ziigna-details', { query, signal });
}

export function quotesQueryOptions(query: QuoteListRequest) {
  return queryOptions({
    queryKey: ['quotes', 'list', query],
    queryFn: ({ signal }) => getQuotes(query, signal),
  });
}

/** Only called with a query the shared schema accepted (utils/quotes-request.ts). */
export function useQuotes(query: QuoteListRequest) {
  return useQuery(quotesQueryOptions(query));
}
