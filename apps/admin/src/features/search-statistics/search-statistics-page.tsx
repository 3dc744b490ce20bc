import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import {
  SearchHistoryExportQuerySchema,
  SearchHistoryListQuerySchema,
} from '@lumen/validation/search-statistics';
import { DateRangeFilter, FILTER_INPUT_CLASS } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { ExportCsvButton } from '#src/components/export-csv-button.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { firstIssue, issueText } from '#src/lib/first-issue.ts';
import type { SearchView } from './search-statistics-api.ts';
import { SearchesTable, TermsTable } from './search-statistics-tables.tsx';

const VIEWS: { view: SearchView; label: string }[] = [
  { view: 'searches', label: 'Searches' },
  { view: 'top', label: 'Top terms' },
  { view: 'zero', label: 'Zero-result terms' },
];

/** Spec §9: all (empty), WEB, and the loyalty app. */
const PLATFORM_OPTIONS = [
  { value: '', label: 'All platforms' },
  { value: 'WEB', label: 'Website (WEB)' },
  { value: 'APP', label: 'Loyalty app (APP)' },
] as const;

const FILTER_KEYS = ['view', 'startDate', 'endDate', 'platform'] as const;

function viewOf(value: string | undefined): SearchView {
  return value === 'top' || value === 'zero' ? value : 'searches';
}

/**
 * Search statistics (spec §2.5, §7, §9; issue 13 point 4): the product searches visitors ran,
 * with a date range and platform filter, 50 a page and the CSV of every matching search
 * ('Search Statistics.csv'); and over the same filters the most searched terms and the terms
 * that found nothing.
 */
export function SearchStatisticsPage() {
  const { values, page, setFilters, setPage } = useListParams(FILTER_KEYS);
  const [searchParams] = useSearchParams();
  const view = viewOf(values.view);
  const [platform, setPlatform] = useState(values.platform ?? '');

  // An address typed or edited by hand is checked like the Filter button's input.
  const parsed = SearchHistoryListQuerySchema.safeParse({
    startDate: values.startDate,
    endDate: values.endDate,
    platform: values.platform,
    page: String(page - 1),
    size: ADMIN_LIST_LIMITS.pageSize,
  });
  const problem = parsed.success ? null : issueText(parsed.error.issues);

  const viewHref = (next: SearchView) => {
    const params = new URLSearchParams(searchParams);
    params.delete('page');
    if (next === 'searches') params.delete('view');
    else params.set('view', next);
    const text = params.toString();
    return text ? `?${text}` : '.';
  };

  return (
    <>
      <PageTitle
        actions={
          view === 'searches' ? (
            <ExportCsvButton
              path="/admin/search-history/export"
              query={
                problem === null
                  ? {
                      startDate: values.startDate,
                      endDate: values.endDate,
                      platform: values.platform,
                    }
                  : null
              }
              fallbackName="Search Statistics.csv"
            />
          ) : undefined
        }
      >
        Search Statistics
      </PageTitle>

      <nav aria-label="Reports" className="mb-6 flex flex-wrap gap-2">
        {VIEWS.map(({ view: v, label }) => (
          <Link
            key={v}
            to={viewHref(v)}
            aria-current={v === view ? 'page' : undefined}
            className={buttonClassName({
              variant: v === view ? 'secondary' : 'outline',
              size: 'sm',
            })}
          >
            {label}
          </Link>
        ))}
      </nav>

      <div className="mb-6">
        <DateRangeFilter
          key={`${values.startDate}|${values.endDate}|${values.platform}`}
          startDate={values.startDate}
          endDate={values.endDate}
          check={(range) =>
            firstIssue(SearchHistoryExportQuerySchema, {
              ...range,
              platform: platform || undefined,
            })
          }
          onApply={(range) => setFilters({ ...range, platform })}
          onClear={() => {
            setPlatform('');
            setFilters({ startDate: undefined, endDate: undefined, platform: undefined });
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            Platform
            <select
              name="platform"
              className={FILTER_INPUT_CLASS}
              value={platform}
              onChange={(e) => setPlatform(e.target.value)}
            >
              {PLATFORM_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        </DateRangeFilter>
      </div>

      {!parsed.success ? (
        <ListStatus state="error">{problem}</ListStatus>
      ) : view === 'searches' ? (
        <SearchesTable query={parsed.data} page={page} onPageChange={setPage} />
      ) : (
        <TermsTable view={view} query={parsed.data} page={page} onPageChange={setPage} />
      )}
    </>
  );
}
