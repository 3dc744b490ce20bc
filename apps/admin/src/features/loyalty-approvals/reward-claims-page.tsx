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
import { DataTable, ListTotal, QueryList, TD } from '#src/components/data-table.tsx';
import { DateRangeFilter } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { formatClaimDate } from '#src/lib/dates.ts';
import { firstIssue, issueText } from '#src/lib/first-issue.ts';
import { DecisionCell } from './decision-cell.tsx';
import { decideClaim, useClaims } from './loyalty-approvals-api.ts';

const FILTER_KEYS = ['StartDate', 'EndDate'] as const;

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
  return (
    <QueryList
      query={list}
      failure="The reward claims could not be loaded"
      isEmpty={(data) => data.content.length === 0}
      empty={
        state === 'pending'
          ? 'No reward claims are waiting in these dates.'
          : 'No decided reward claims in these dates.'
      }
    >
      {({ content, totalElements }) => (
        <>
          <ListTotal count={totalElements} one="claim" other="claims" />
          <DataTable
            label="Reward claims"
            caption={
              state === 'pending'
                ? 'Pending reward claims, oldest first'
                : 'Approved and rejected reward claims, newest first'
            }
            columns={[
              'E-mail',
              'Reward',
              'Cost',
              'Points',
              'Claimed (UTC)',
              'Suspicious user',
              'Decision',
            ]}
          >
            {content.map((row) => (
              <ClaimRow key={row.claimQueueId} row={row} onDecided={() => void list.refetch()} />
            ))}
          </DataTable>
          <Pagination
            className="mt-6"
            page={page}
            totalPages={Math.ceil(totalElements / ADMIN_LIST_LIMITS.pageSize)}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryList>
  );
}

function ClaimRow({ row, onDecided }: { row: RewardClaim; onDecided: () => void }) {
  const value = formatRewardValue(row.offerValue, row.country);
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
      <DecisionCell
        approved={row.approved}
        decidedAt={row.decidedAt ? formatClaimDate(row.decidedAt) : null}
        subject={`reward for ${row.customerEmail}`}
        titles={{ approve: 'Approve reward', reject: 'Reject reward' }}
        texts={{
          approve: APPROVAL_TEXTS.approveReward(value),
          reject: APPROVAL_TEXTS.rejectReward,
        }}
        decide={(approved) => decideClaim({ claimQueueId: row.claimQueueId, approved })}
        successText={(approved) =>
          approved ? `Reward of ${value} approved` : 'Reward request rejected'
        }
        onDecided={onDecided}
      />
    </tr>
  );
}
