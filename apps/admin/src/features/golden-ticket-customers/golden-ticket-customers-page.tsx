import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import {
  GOLDEN_CUSTOMERS_DEFAULT_START,
  GoldenCustomersExportQuerySchema,
  GoldenCustomersQuerySchema,
} from '@lumen/validation/golden-ticket-admin';
import { DateRangeFilter } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { ExportCsvButton } from '#src/components/export-csv-button.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { localToday } from '#src/lib/dates.ts';
import { firstIssue, issueText } from '#src/lib/first-issue.ts';
import { GoldenCustomersTable } from './golden-ticket-customers-table.tsx';

const FILTER_KEYS = ['startDate', 'endDate'] as const;

/**
 * Golden ticket customers (spec §2.1, §7, §9; issue 14 point 1): the promotion's entrants with
 * their instant, weekly and monthly wins, 50 a page, and the CSV of every matching entrant.
 * Spec §9's defaults (from the 2024 run's first day to today) apply while the address names
 * no date, so Clear Filter goes back to them; the API itself treats an absent date as open.
 */
export function GoldenTicketCustomersPage() {
  const { values, page, setFilters, setPage } = useListParams(FILTER_KEYS);
  const range = {
    startDate: values.startDate ?? GOLDEN_CUSTOMERS_DEFAULT_START,
    endDate: values.endDate ?? localToday(),
  };

  // An address typed or edited by hand is checked like the Filter button's input.
  const parsed = GoldenCustomersQuerySchema.safeParse({
    ...range,
    page: String(page - 1),
    count: ADMIN_LIST_LIMITS.pageSize,
  });
  const problem = parsed.success ? null : issueText(parsed.error.issues);

  return (
    <>
      <PageTitle
        actions={
          <ExportCsvButton
            path="/admin/golden-ticket-customers/export"
            query={problem === null ? range : null}
            fallbackName="Golden Ticket Customers.csv"
          />
        }
      >
        Golden Ticket Customers
      </PageTitle>

      <div className="mb-6">
        <DateRangeFilter
          key={`${range.startDate}|${range.endDate}`}
          startDate={range.startDate}
          endDate={range.endDate}
          check={(next) => firstIssue(GoldenCustomersExportQuerySchema, next)}
          onApply={(next) => setFilters(next)}
          onClear={() => setFilters({ startDate: undefined, endDate: undefined })}
        />
      </div>

      {!parsed.success ? (
        <ListStatus state="error">{problem}</ListStatus>
      ) : (
        <GoldenCustomersTable query={parsed.data} page={page} onPageChange={setPage} />
      )}
    </>
  );
}
