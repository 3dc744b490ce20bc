import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { Pagination } from '@lumen/ui-kit/pagination';
import { DataTable, ListTotal, QueryList, TD } from '#src/components/data-table.tsx';
import { formatListDate } from '#src/lib/dates.ts';
import { useGoldenCustomers, type GoldenCustomersQuery } from './golden-ticket-customers-api.ts';

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
  return (
    <QueryList
      query={list}
      failure="The customers could not be loaded"
      isEmpty={(data) => data.customers.content.length === 0}
      empty="No customers entered in these dates."
    >
      {({ customers, customerCount }) => (
        <>
          <ListTotal count={customerCount} one="customer" other="customers" />
          <DataTable
            label="Golden ticket customers"
            caption="Golden ticket entrants and their wins, newest first"
            columns={[
              'Name',
              'E-mail',
              'Registered',
              'Serial no',
              'Instant win',
              'Weekly win',
              'Monthly win',
            ]}
          >
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
          </DataTable>
          <Pagination
            className="mt-6"
            page={page}
            totalPages={Math.ceil(customers.totalElements / ADMIN_LIST_LIMITS.pageSize)}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryList>
  );
}
