import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import {
  APPROVAL_TEXTS,
  ApprovalDatesSchema,
  ApprovalQueueQuerySchema,
  formatRewardValue,
  type RewardClaim,
} from '@lumen/validation/loyalty-approvals';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Pagination } from '@lumen/ui-kit/pagination';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { DateRangeFilter } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { TOAST_MS, useToast } from '#src/components/toast.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { formatClaimDate } from '#src/lib/dates.ts';
import { firstIssue, issueText } from '#src/lib/first-issue.ts';
import { decideClaim, useClaims } from './loyalty-approvals-api.ts';

const FILTER_KEYS = ['StartDate', 'EndDate'] as const;
const TH = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
const TD = 'px-3 py-2 align-top';

/** /rewards-approval (spec §2.4): pending reward redemption requests. */
export function RewardsApprovalPage() {
  return <ClaimsScreen state="pending" />;
}

/** /rewards-history (spec §2.4): decided reward requests. */
export function RewardsHistoryPage() {
  return <ClaimsScreen state="decided" />;
}

function ClaimsScreen({ state }: { state: 'pending' | 'decided' }) {
  const { values, page, setFilters, setPage } = useListParams(FILTER_KEYS);
  const parsed = ApprovalQueueQuerySchema.safeParse({
    ...values,
    page: String(page - 1),
    size: ADMIN_LIST_LIMITS.pageSize,
  });
  return (
    <>
      <PageTitle
        actions={
          <Link
            to={state === 'pending' ? '/rewards-history' : '/rewards-approval'}
            className={buttonClassName({ variant: 'outline' })}
          >
            {state === 'pending' ? 'Rewards History' : 'Rewards Approval'}
          </Link>
        }
      >
        {state === 'pending' ? 'Rewards Approval' : 'Rewards History'}
      </PageTitle>
      <div className="mb-6">
        <DateRangeFilter
          key={`${values.StartDate}|${values.EndDate}`}
          startDate={values.StartDate}
          endDate={values.EndDate}
          check={(r) =>
            firstIssue(ApprovalDatesSchema, { StartDate: r.startDate, EndDate: r.endDate })
          }
          onApply={(r) => setFilters({ StartDate: r.startDate, EndDate: r.endDate })}
          onClear={() => setFilters({ StartDate: undefined, EndDate: undefined })}
        />
      </div>
      {!parsed.success ? (
        <ListStatus state="error">{issueText(parsed.error.issues)}</ListStatus>
      ) : (
        <ClaimList state={state} query={parsed.data} page={page} onPageChange={setPage} />
      )}
    </>
  );
}

function ClaimList({
  state,
  query,
  page,
  onPageChange,
}: {
  state: 'pending' | 'decided';
  query: ReturnType<typeof ApprovalQueueQuerySchema.parse>;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const list = useClaims(state, query);
  if (list.isPending) return <ListStatus state="loading" />;
  if (list.isError)
    return (
      <ListStatus state="error" onRetry={() => void list.refetch()}>
        The reward claims could not be loaded: {list.error.message}
      </ListStatus>
    );
  const { content, totalElements } = list.data;
  if (content.length === 0)
    return (
      <ListStatus state="empty">
        {state === 'pending'
          ? 'No reward claims are waiting in these dates.'
          : 'No decided reward claims in these dates.'}
      </ListStatus>
    );
  return (
    <>
      <p className="mb-3 text-sm text-ink-700" aria-live="polite">
        {totalElements.toLocaleString('en-GB')} {totalElements === 1 ? 'claim' : 'claims'}
      </p>
      <div
        role="region"
        aria-label="Reward claims"
        tabIndex={0}
        className="focus-ring overflow-x-auto rounded-lg border border-ink-200 bg-white"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">
            {state === 'pending'
              ? 'Pending reward claims, oldest first'
              : 'Approved and rejected reward claims, newest first'}
          </caption>
          <thead className="bg-ink-50">
            <tr>
              {[
                'E-mail',
                'Reward',
                'Cost',
                'Points',
                'Claimed (UTC)',
                'Suspicious user',
                'Decision',
              ].map((label) => (
                <th key={label} scope="col" className={TH}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {content.map((row) => (
              <ClaimRow key={row.claimQueueId} row={row} onDecided={() => void list.refetch()} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        className="mt-6"
        page={page}
        totalPages={Math.ceil(totalElements / ADMIN_LIST_LIMITS.pageSize)}
        onPageChange={onPageChange}
      />
    </>
  );
}

function ClaimRow({ row, onDecided }: { row: RewardClaim; onDecided: () => void }) {
  const toast = useToast();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [isPending, setPending] = useState(false);
  const value = formatRewardValue(row.offerValue, row.country);

  const decide = async (approved: boolean) => {
    setPending(true);
    try {
      await decideClaim({ claimQueueId: row.claimQueueId, approved });
      toast(approved ? `Reward of ${value} approved` : 'Reward request rejected', {
        tone: 'success',
        durationMs: TOAST_MS.short,
      });
    } catch (error) {
      // Spec §8: a bottom-centre toast of the server's error for 1.5 s, then the list reloads.
      toast(error instanceof Error ? error.message : 'The decision failed.', {
        tone: 'error',
        durationMs: TOAST_MS.short,
      });
    } finally {
      setPending(false);
      setAsking(null);
      onDecided();
    }
  };

  return (
    <tr className="border-t border-ink-100">
      <td className={`${TD} break-all`}>{row.customerEmail}</td>
      <td className={`${TD} whitespace-nowrap`}>{value}</td>
      <td className={`${TD} whitespace-nowrap`}>
        {formatRewardValue(row.acquisitionCost, row.country)}
      </td>
      <td className={TD}>
        {row.pointsRequired}
        <span className="block text-xs text-ink-700">Balance {row.pointsBalance}</span>
      </td>
      <td className={`${TD} whitespace-nowrap`}>{formatClaimDate(row.createdAt)}</td>
      <td className={TD}>
        {row.suspiciousUser ? (
          <span className="font-semibold text-danger-600">Yes: an invoice has a fraud signal</span>
        ) : (
          'No'
        )}
      </td>
      <td className={`${TD} whitespace-nowrap`}>
        {row.approved === null ? (
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              onClick={() => setAsking('approve')}
            >
              Approve<span className="sr-only"> reward for {row.customerEmail}</span>
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              onClick={() => setAsking('reject')}
            >
              Reject<span className="sr-only"> reward for {row.customerEmail}</span>
            </button>
            <ConfirmDialog
              isOpen={asking !== null}
              onOpenChange={(open) => (open ? undefined : setAsking(null))}
              title={asking === 'approve' ? 'Approve reward' : 'Reject reward'}
              description={
                asking === 'approve'
                  ? APPROVAL_TEXTS.approveReward(value)
                  : APPROVAL_TEXTS.rejectReward
              }
              confirmLabel="Proceed"
              isPending={isPending}
              error={null}
              onConfirm={() => void decide(asking === 'approve')}
            />
          </div>
        ) : (
          <span
            className={
              row.approved ? 'font-semibold text-success-600' : 'font-semibold text-danger-600'
            }
          >
            {row.approved ? 'Approved' : 'Rejected'}
            {row.decidedAt ? (
              <span className="block font-normal text-ink-700">
                {formatClaimDate(row.decidedAt)}
              </span>
            ) : null}
          </span>
        )}
      </td>
    </tr>
  );
}
