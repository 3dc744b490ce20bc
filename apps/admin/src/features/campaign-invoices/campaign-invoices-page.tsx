import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import {
  CampaignInvoicesExportQuerySchema,
  CampaignInvoicesQuerySchema,
} from '@lumen/validation/campaign-invoices-admin';
import { DateRangeFilter, type DateRange } from '#src/components/date-range-filter.tsx';
import { ExportCsvButton } from '#src/components/export-csv-button.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { firstIssue, issueText } from '#src/lib/first-issue.ts';
import { CAMPAIGN_INVOICES_PATH } from './campaign-invoices-api.ts';
import { CampaignInvoicesTable } from './campaign-invoices-table.tsx';

const FILTER_KEYS = ['startDate', 'endDate'] as const;

/** The spec's names of the API's date filters (§7: StartDate, EndDate). */
const apiDates = (range: DateRange) => ({ StartDate: range.startDate, EndDate: range.endDate });

/**
 * Campaign invoices (spec §2.4, §7; issue 14 point 7): the documents entrants uploaded on the
 * public invoice page, with thumbnails, 50 a page, date filters, Clear Filter (every date)
 * and the CSV of every matching document.
 */
export function CampaignInvoicesPage() {
  const { values, page, setFilters, setPage } = useListParams(FILTER_KEYS);
  const range = { startDate: values.startDate, endDate: values.endDate };
  const parsed = CampaignInvoicesQuerySchema.safeParse({
    ...apiDates(range),
    page: String(page - 1),
    size: ADMIN_LIST_LIMITS.pageSize,
  });
  const problem = parsed.success ? null : issueText(parsed.error.issues);

  return (
    <>
      <PageTitle
        actions={
          <ExportCsvButton
            path={`${CAMPAIGN_INVOICES_PATH}/export`}
            query={problem === null ? apiDates(range) : null}
            fallbackName="Campaign Invoices.csv"
          />
        }
      >
        Campaign Invoices
      </PageTitle>
      <div className="mb-6">
        <DateRangeFilter
          key={`${range.startDate ?? ''}|${range.endDate ?? ''}`}
          {...(range.startDate ? { startDate: range.startDate } : {})}
          {...(range.endDate ? { endDate: range.endDate } : {})}
          check={(next) => firstIssue(CampaignInvoicesExportQuerySchema, apiDates(next))}
          onApply={(next) => setFilters(next)}
          onClear={() => setFilters({ startDate: undefined, endDate: undefined })}
        />
      </div>
      {!parsed.success ? (
        <ListStatus state="error">{problem}</ListStatus>
      ) : (
        <CampaignInvoicesTable query={parsed.data} page={page} onPageChange={setPage} />
      )}
    </>
  );
}
