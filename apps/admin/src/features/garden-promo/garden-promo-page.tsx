import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import {
  gardenPromoDefaultStart,
  GardenPromoQuerySchema,
} from '@lumen/validation/garden-promo-admin';
import { DateRangeFilter } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { localToday } from '#src/lib/dates.ts';
import { firstIssue, issueText } from '#src/lib/first-issue.ts';
import { GardenPromoTable } from './garden-promo-table.tsx';

const FILTER_KEYS = ['startDate', 'endDate'] as const;

/**
 * Garden promo (spec §2.3, §7, §9; issue 14 point 4): the entries with their invoices, 50 a
 * page. Spec §9's default start (7 March of the current year) and today apply while the
 * address names no date, so Clear Filter goes back to them.
 */
export function GardenPromoPage() {
  const { values, page, setFilters, setPage } = useListParams(FILTER_KEYS);
  const today = localToday();
  const range = {
    startDate: values.startDate ?? gardenPromoDefaultStart(today),
    endDate: values.endDate ?? today,
  };
  // An address typed or edited by hand is checked like the Filter button's input.
  const parsed = GardenPromoQuerySchema.safeParse({
    ...range,
    page: String(page - 1),
    size: ADMIN_LIST_LIMITS.pageSize,
  });

  return (
    <>
      <PageTitle>Garden Promo</PageTitle>
      <div className="mb-6">
        <DateRangeFilter
          key={`${range.startDate}|${range.endDate}`}
          startDate={range.startDate}
          endDate={range.endDate}
          check={(next) => firstIssue(GardenPromoQuerySchema, next)}
          onApply={(next) => setFilters(next)}
          onClear={() => setFilters({ startDate: undefined, endDate: undefined })}
        />
      </div>
      {!parsed.success ? (
        <ListStatus state="error">{issueText(parsed.error.issues)}</ListStatus>
      ) : (
        <GardenPromoTable query={parsed.data} page={page} onPageChange={setPage} />
      )}
    </>
  );
}
