import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { QuoteListQuerySchema, QuoteSearchQuerySchema } from '@lumen/validation/quote-admin';
import type { QuoteExportQuery } from '@lumen/validation/quote-admin';
import { issueText } from '#src/lib/first-issue.ts';

/** The screen's filters as the address holds them (`?q=&startDate=&endDate=&page=`). */
export type QuotesParams = {
  q?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** 1-based, as `useListParams` reads it (NaN for text that is not a number). */
  page: number;
};

export const QUOTES_PARAM_KEYS = ['q', 'startDate', 'endDate'] as const;

/** The list endpoint's query once the shared schema has accepted it (zero-based page). */
export type QuoteListRequest = { page: number; size: number; startDate?: string; endDate?: string };
export type QuoteSearchRequest = { searchQuery: string };

export type QuotesRequest =
  | { mode: 'list'; query: QuoteListRequest; page: number; exportQuery: QuoteExportQuery }
  | { mode: 'search'; query: QuoteSearchRequest; exportQuery: QuoteExportQuery }
  /** The address holds something the API would refuse: say why and fetch nothing. */
  | { mode: 'invalid'; message: string };

/**
 * What the screen fetches for the address: a keyword (`q`) uses the search endpoint, which
 * looks through every date; otherwise the date-filtered list, one page of 50. Both are
 * checked with the API's own schemas first, so a hand-typed address that the API would
 * refuse (reversed dates, page=-1, page=abc, a 250-character search) sends no request.
 */
export function quotesRequest(params: QuotesParams): QuotesRequest {
  if (params.q !== undefined) {
    const parsed = QuoteSearchQuerySchema.safeParse({ searchQuery: params.q });
    if (!parsed.success) return { mode: 'invalid', message: issueText(parsed.error.issues) };
    return { mode: 'search', query: parsed.data, exportQuery: parsed.data };
  }
  const parsed = QuoteListQuerySchema.safeParse({
    startDate: params.startDate,
    endDate: params.endDate,
    // NaN (page=abc) and anything below 1 fail the schema's whole-number check.
    page: params.page - 1,
    size: ADMIN_LIST_LIMITS.pageSize,
  });
  if (!parsed.success) return { mode: 'invalid', message: issueText(parsed.error.issues) };
  const { startDate, endDate, page, size } = parsed.data;
  const dates = {
    ...(startDate === undefined ? {} : { startDate }),
    ...(endDate === undefined ? {} : { endDate }),
  };
  return { mode: 'list', query: { ...dates, page, size }, page: page + 1, exportQuery: dates };
}

/** The date filter's check before it changes the address: the list schema's first problem. */
export function checkQuoteDates(range: { startDate?: string; endDate?: string }): string | null {
  const parsed = QuoteListQuerySchema.safeParse(range);
  if (parsed.success) return null;
  return issueText(parsed.error.issues);
}

/** The keyword's check before it changes the address: the search schema's first problem. */
export function checkQuoteSearch(searchQuery: string): string | null {
  const parsed = QuoteSearchQuerySchema.safeParse({ searchQuery });
  if (parsed.success) return null;
  return issueText(parsed.error.issues);
}
