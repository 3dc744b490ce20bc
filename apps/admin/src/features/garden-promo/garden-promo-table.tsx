import { ANONYMISED } from '@lumen/validation/promotions-constants';
import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { Pagination } from '@lumen/ui-kit/pagination';
import { DataTable, formatCount, ListTotal, QueryList, TD } from '#src/components/data-table.tsx';
import { SessionDocumentButton } from '#src/components/session-document.tsx';
import { formatListDate } from '#src/lib/dates.ts';
import { gardenInvoicePath, useGardenPromo, type GardenPromoQuery } from './garden-promo-api.ts';

/** The entries: name, e-mail, date, invoice number, points and the invoice itself. */
export function GardenPromoTable({
  query,
  page,
  onPageChange,
}: {
  query: GardenPromoQuery;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const list = useGardenPromo(query);
  return (
    <QueryList
      query={list}
      failure="The entries could not be loaded"
      isEmpty={(data) => data.content.length === 0}
      empty="No garden promo entries in these dates."
    >
      {({ content, totalElements }) => (
        <>
          <ListTotal count={totalElements} one="entry" other="entries" />
          <DataTable
            label="Garden promo entries"
            caption="Garden promo entries, newest first"
            columns={['Name', 'E-mail', 'Date', 'Invoice number', 'Points', 'Invoice']}
          >
            {content.map((row) => (
              <tr key={row.id} className="border-t border-ink-100">
                <td className={TD}>
                  {row.firstName} {row.lastName}
                </td>
                <td className={`${TD} break-all`}>{row.email}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.createdAt)}</td>
                <td className={`${TD} font-mono`}>{row.invoiceNumber}</td>
                <td className={`${TD} text-right`}>{formatCount(row.points)}</td>
                <td className={TD}>
                  {/* The retention command deleted the file with the names (decision 036). */}
                  {row.email === ANONYMISED.email ? (
                    <span className="text-ink-600">Deleted after the retention period</span>
                  ) : (
                    <SessionDocumentButton
                      path={gardenInvoicePath(row.invoiceDocumentId)}
                      label={`Invoice ${row.invoiceNumber} of ${row.firstName} ${row.lastName}`}
                    />
                  )}
                </td>
              </tr>
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
