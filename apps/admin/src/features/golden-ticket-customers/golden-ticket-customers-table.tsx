import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { Pagination } from '@lumen/ui-kit/pagination';
import { ListStatus } from '#src/components/list-status.tsx';
import { formatListDate } from '#src/lib/dates.ts';
import { useGoldenCustomers, type GoldenCustomersQuery } from './golden-ticket-customers-api.ts';

const TH = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
const TD = 'px-3 py-2 align-top';
const number = new Intl.NumberFormat('en-GB');

/**
 * Spec §2.1: green when won, red otherwise. The words "Won" and "No" (and the date) carry the
 * meaning, so nobody depends on telling the colours apart.
 */
function WinCell({ won, date }: { won: boolean; date: string | null }) {
  return (
    <td className={`${TD} whitespace-nowrap`}>
      {won ? (
        <span className="font-semibold text-success-600">
          Won
          {date ? <span className="block font-normal">{formatListDate(date)}</span> : null}
        </span>
      ) : (
        <span className="text-danger-600">No</span>
      )}
    </td>
  );
}

/** The entrants: name, e-mail, registration, serial and the three kinds of win. */
export function GoldenCustomersTable({
  query,
  page,
  onPageChange,
}: {
  query: GoldenCustomersQuery;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const list = useGoldenCustomers(query);
  if (list.isPending) return <ListStatus state="loading" />;
  if (list.isError)
    return (
      <ListStatus state="error" onRetry={() => void list.refetch()}>
        The customers could not be loaded: {list.error.message}
      </ListStatus>
    );
  const { customers, customerCount } = list.data;
  if (customers.content.length === 0)
    return <ListStatus state="empty">No customers entered in these dates.</ListStatus>;
  return (
    <>
      <p className="mb-3 text-sm text-ink-700" aria-live="polite">
        {number.format(customerCount)} {customerCount === 1 ? 'customer' : 'customers'}
      </p>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div
        role="region"
        aria-label="Golden ticket customers"
        tabIndex={0}
        className="focus-ring overflow-x-auto rounded-lg border border-ink-200 bg-white"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Golden ticket entrants and their wins, newest first</caption>
          <thead className="bg-ink-50">
            <tr>
              {[
                'Name',
                'E-mail',
                'Registered',
                'Serial no',
                'Instant win',
                'Weekly win',
                'Monthly win',
              ].map((label) => (
                <th key={label} scope="col" className={TH}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {customers.content.map((row) => (
              <tr key={row.id} className="border-t border-ink-100">
                <td className={TD}>
                  {row.firstName} {row.lastName}
                </td>
                <td className={`${TD} break-all`}>{row.email}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.createdAt)}</td>
                <td className={`${TD} font-mono`}>{row.goldenSerialNumber}</td>
                <WinCell won={row.instantWin} date={row.instantWinDate} />
                <WinCell won={row.weeklyWin} date={row.weeklyWinDate} />
                <WinCell won={row.monthlyWin} date={row.monthlyWinDate} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        className="mt-6"
        page={page}
        totalPages={Math.ceil(customers.totalElements / ADMIN_LIST_LIMITS.pageSize)}
        onPageChange={onPageChange}
      />
    </>
  );
}
