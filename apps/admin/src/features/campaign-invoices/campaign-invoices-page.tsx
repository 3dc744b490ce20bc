import { useState } from 'react';
import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import {
  CampaignInvoicesExportQuerySchema,
  CampaignInvoicesQuerySchema,
} from '@lumen/validation/campaign-invoices-admin';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { DateRangeFilter, type DateRange } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useToast } from '#src/components/toast.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { downloadFromApi } from '#src/lib/download.ts';
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
  const toast = useToast();
  const [isExporting, setExporting] = useState(false);
  const range = { startDate: values.startDate, endDate: values.endDate };
  const parsed = CampaignInvoicesQuerySchema.safeParse({
    ...apiDates(range),
    page: String(page - 1),
    size: ADMIN_LIST_LIMITS.pageSize,
  });
  const problem = parsed.success ? null : issueText(parsed.error.issues);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFromApi(`${CAMPAIGN_INVOICES_PATH}/export`, {
        query: apiDates(range),
        fallbackName: 'Campaign Invoices.csv',
      });
    } catch (error) {
      toast(error instanceof Error ? error.message : 'The export failed. Try again.', {
        tone: 'error',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageTitle
        actions={
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            disabled={isExporting || problem !== null}
            onClick={() => void onExport()}
          >
            {isExporting ? 'Preparing CSV…' : 'Export CSV'}
          </button>
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
