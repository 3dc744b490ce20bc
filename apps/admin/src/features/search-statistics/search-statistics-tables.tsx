import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { Pagination } from '@lumen/ui-kit/pagination';
import { DataTable, formatCount, ListTotal, QueryList, TD } from '#src/components/data-table.tsx';
import { formatListDate, formatListDateTime } from '#src/lib/dates.ts';
import {
  useSearchHistory,
  useSearchTerms,
  type SearchHistoryListQuery,
} from './search-statistics-api.ts';

const PLATFORM_LABELS = { WEB: 'WEB', APP: 'Loyalty app' } as const;

type ListProps = {
  query: SearchHistoryListQuery;
  page: number;
  onPageChange: (page: number) => void;
};

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
  return (
    <QueryList
      query={list}
      failure="The searches could not be loaded"
      isEmpty={(data) => data.content.length === 0}
      empty="No searches match these filters."
    >
      {({ content, totalElements }) => (
        <>
          <ListTotal count={totalElements} one="search" other="searches" />
          <DataTable
            label="Searches"
            caption="Recorded product searches, newest first"
            columns={[
              'Date',
              'Country',
              'Platform',
              'Search Term',
              { label: 'Results', numeric: true },
            ]}
          >
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
                    formatCount(row.resultCount)
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <ListPagination {...props} total={totalElements} />
        </>
      )}
    </QueryList>
  );
}

/** The terms report: most searched first, with how many of their searches found nothing. */
export function TermsTable({ view, ...props }: ListProps & { view: 'top' | 'zero' }) {
  const list = useSearchTerms(view, props.query);
  return (
    <QueryList
      query={list}
      failure="The terms could not be loaded"
      isEmpty={(data) => data.content.length === 0}
      empty={
        view === 'top'
          ? 'No searches match these filters.'
          : 'Every search in this range found something.'
      }
    >
      {({ content, totalElements }) => (
        <>
          <ListTotal count={totalElements} one="term" other="terms" />
          <DataTable
            label={view === 'top' ? 'Top terms' : 'Zero-result terms'}
            caption={
              view === 'top'
                ? 'Search terms, most searched first'
                : 'Search terms that found no product, most searched first'
            }
            columns={[
              'Term',
              { label: 'Searches', numeric: true },
              ...(view === 'top' ? [{ label: 'Found nothing', numeric: true } as const] : []),
              'Last searched',
            ]}
          >
            {content.map((row) => (
              <tr key={row.term} className="border-t border-ink-100">
                <td className={`${TD} break-all`}>{row.term}</td>
                <td className={`${TD} text-right tabular-nums`}>{formatCount(row.searches)}</td>
                {view === 'top' ? (
                  <td className={`${TD} text-right tabular-nums`}>
                    {formatCount(row.zeroResultSearches ?? 0)}
                  </td>
                ) : null}
                <td className={`${TD} whitespace-nowrap`}>
                  {formatListDateTime(row.lastSearchedAt)}
                </td>
              </tr>
            ))}
          </DataTable>
          <ListPagination {...props} total={totalElements} />
        </>
      )}
    </QueryList>
  );
}
