import type { ReactNode } from 'react';
import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { Pagination } from '@lumen/ui-kit/pagination';
import { ListStatus } from '#src/components/list-status.tsx';
import { formatListDate, formatListDateTime } from '#src/lib/dates.ts';
import {
  useSearchHistory,
  useSearchTerms,
  type SearchHistoryListQuery,
} from './search-statistics-api.ts';

const PLATFORM_LABELS = { WEB: 'WEB', APP: 'Loyalty app' } as const;
const TH = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
const TD = 'px-3 py-2 align-top';
const number = new Intl.NumberFormat('en-GB');

type ListProps = {
  query: SearchHistoryListQuery;
  page: number;
  onPageChange: (page: number) => void;
};

function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="focus-ring overflow-x-auto rounded-lg border border-ink-200 bg-white"
    >
      {children}
    </div>
  );
}

function Count({ total, noun }: { total: number; noun: [string, string] }) {
  return (
    <p className="mb-3 text-sm text-ink-700" aria-live="polite">
      {number.format(total)} {total === 1 ? noun[0] : noun[1]}
    </p>
  );
}

function ListPagination({ page, total, onPageChange }: ListProps & { total: number }) {
  return (
    <Pagination
      className="mt-6"
      page={page}
      totalPages={Math.ceil(total / ADMIN_LIST_LIMITS.pageSize)}
      onPageChange={onPageChange}
    />
  );
}

/** The recorded searches: Date, Country, Platform, Search Term (the CSV's columns) and results. */
export function SearchesTable(props: ListProps) {
  const list = useSearchHistory(props.query);
  if (list.isPending) return <ListStatus state="loading" />;
  if (list.isError)
    return (
      <ListStatus state="error" onRetry={() => void list.refetch()}>
        The searches could not be loaded: {list.error.message}
      </ListStatus>
    );
  const { content, totalElements } = list.data;
  if (content.length === 0)
    return <ListStatus state="empty">No searches match these filters.</ListStatus>;
  return (
    <>
      <Count total={totalElements} noun={['search', 'searches']} />
      <TableRegion label="Searches">
        <table className="w-full text-sm">
          <caption className="sr-only">Recorded product searches, newest first</caption>
          <thead className="bg-ink-50">
            <tr>
              <th scope="col" className={TH}>
                Date
              </th>
              <th scope="col" className={TH}>
                Country
              </th>
              <th scope="col" className={TH}>
                Platform
              </th>
              <th scope="col" className={TH}>
                Search Term
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Results
              </th>
            </tr>
          </thead>
          <tbody>
            {content.map((row) => (
              <tr key={row.id} className="border-t border-ink-100">
                <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.createdAt)}</td>
                <td className={TD}>{row.countryName ?? `Country ${row.country}`}</td>
                <td className={TD}>{PLATFORM_LABELS[row.platform]}</td>
                <td className={`${TD} break-all`}>{row.productSearchQuery}</td>
                <td className={`${TD} text-right tabular-nums`}>
                  {row.resultCount === null ? (
                    <span title="Recorded before result counts were kept">—</span>
                  ) : (
                    number.format(row.resultCount)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <ListPagination {...props} total={totalElements} />
    </>
  );
}

/** The terms report: most searched first, with how many of their searches found nothing. */
export function TermsTable({ view, ...props }: ListProps & { view: 'top' | 'zero' }) {
  const list = useSearchTerms(view, props.query);
  const label = view === 'top' ? 'Top terms' : 'Zero-result terms';
  if (list.isPending) return <ListStatus state="loading" />;
  if (list.isError)
    return (
      <ListStatus state="error" onRetry={() => void list.refetch()}>
        The terms could not be loaded: {list.error.message}
      </ListStatus>
    );
  const { content, totalElements } = list.data;
  if (content.length === 0)
    return (
      <ListStatus state="empty">
        {view === 'top'
          ? 'No searches match these filters.'
          : 'Every search in this range found something.'}
      </ListStatus>
    );
  return (
    <>
      <Count total={totalElements} noun={['term', 'terms']} />
      <TableRegion label={label}>
        <table className="w-full text-sm">
          <caption className="sr-only">
            {view === 'top'
              ? 'Search terms, most searched first'
              : 'Search terms that found no product, most searched first'}
          </caption>
          <thead className="bg-ink-50">
            <tr>
              <th scope="col" className={TH}>
                Term
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Searches
              </th>
              {view === 'top' ? (
                <th scope="col" className={`${TH} text-right`}>
                  Found nothing
                </th>
              ) : null}
              <th scope="col" className={TH}>
                Last searched
              </th>
            </tr>
          </thead>
          <tbody>
            {content.map((row) => (
              <tr key={row.term} className="border-t border-ink-100">
                <td className={`${TD} break-all`}>{row.term}</td>
                <td className={`${TD} text-right tabular-nums`}>{number.format(row.searches)}</td>
                {view === 'top' ? (
                  <td className={`${TD} text-right tabular-nums`}>
                    {number.format(row.zeroResultSearches ?? 0)}
                  </td>
                ) : null}
                <td className={`${TD} whitespace-nowrap`}>
                  {formatListDateTime(row.lastSearchedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <ListPagination {...props} total={totalElements} />
    </>
  );
}
