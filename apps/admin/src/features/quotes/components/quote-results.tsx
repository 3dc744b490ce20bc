import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Pagination } from '@lumen/ui-kit/pagination';
import { getTotalPages } from '@lumen/ui-kit/pagination-logic';
import { QUOTE_ADMIN_LIMITS } from '@lumen/validation/quote-admin';
import { ListStatus } from '#src/components/list-status.tsx';
import { useQuotes } from '../api/get-quotes.ts';
import { useSearchQuotes } from '../api/search-quotes.ts';
import type { QuoteListRequest, QuoteSearchRequest } from '../utils/quotes-request.ts';
import { QuotesTable } from './quotes-table.tsx';

export const EMPTY_MESSAGE = 'No quote requests match these filters.';

const quoteRequests = (n: number) =>
  `${n.toLocaleString('en-GB')} quote ${n === 1 ? 'request' : 'requests'}`;

function Summary({ children }: { children: string }) {
  return (
    <p className="mb-3 font-medium text-ink-900" aria-live="polite" data-testid="quotes-total">
      {children}
    </p>
  );
}

/** The date-filtered list, a page of 50 with the total and the 1-based pager. */
export function QuoteListResults({
  query,
  page,
  onPageChange,
}: {
  query: QuoteListRequest;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}) {
  const quotes = useQuotes(query);
  if (quotes.isPending) return <ListStatus state="loading" />;
  if (quotes.isError)
    return (
      <ListStatus state="error" onRetry={() => void quotes.refetch()}>
        {quotes.error.message}
      </ListStatus>
    );

  const { content, totalElements } = quotes.data;
  const totalPages = getTotalPages(totalElements, query.size);
  if (content.length === 0 && totalElements > 0)
    // A shared or old address can point past the end once requests are filtered differently.
    return (
      <ListStatus state="empty">
        There is no page {page}: these filters give {quoteRequests(totalElements)} on{' '}
        {totalPages === 1 ? 'one page' : `${totalPages} pages`}.{' '}
        <button
          type="button"
          className={buttonClassName({ variant: 'link' })}
          onClick={() => onPageChange(1)}
        >
          Go to the first page
        </button>
      </ListStatus>
    );
  if (content.length === 0) return <ListStatus state="empty">{EMPTY_MESSAGE}</ListStatus>;

  return (
    <>
      <Summary>{quoteRequests(totalElements)}</Summary>
      <QuotesTable
        rows={content}
        caption={`Quote requests, newest first: page ${page} of ${totalPages}`}
      />
      <Pagination
        className="mt-4"
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        labels={{ navigation: 'Quote request pages' }}
      />
    </>
  );
}

/** A keyword's newest matches (at most 50, no pages: the export has every match). */
export function QuoteSearchResults({ query }: { query: QuoteSearchRequest }) {
  const quotes = useSearchQuotes(query);
  if (quotes.isPending) return <ListStatus state="loading" />;
  if (quotes.isError)
    return (
      <ListStatus state="error" onRetry={() => void quotes.refetch()}>
        {quotes.error.message}
      </ListStatus>
    );
  const rows = quotes.data;
  if (rows.length === 0) return <ListStatus state="empty">{EMPTY_MESSAGE}</ListStatus>;
  const isCapped = rows.length >= QUOTE_ADMIN_LIMITS.searchResults;
  return (
    <>
      <Summary>
        {isCapped
          ? `Showing the ${QUOTE_ADMIN_LIMITS.searchResults} newest matches`
          : `${quoteRequests(rows.length)} found`}
      </Summary>
      {isCapped ? (
        <p className="mb-3 text-sm text-ink-700">
          There may be more: make the search more precise, or use Export CSV for every match.
        </p>
      ) : null}
      <QuotesTable rows={rows} caption={`Quote requests matching “${query.searchQuery}”`} />
    </>
  );
}
