import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { Pagination } from '@lumen/ui-kit/pagination';
import { ListStatus } from '#src/components/list-status.tsx';
import { SessionDocumentButton } from '#src/components/session-document.tsx';
import { formatListDate } from '#src/lib/dates.ts';
import { gardenInvoicePath, useGardenPromo, type GardenPromoQuery } from './garden-promo-api.ts';

const TH = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
const TD = 'px-3 py-2 align-top';
const number = new Intl.NumberFormat('en-GB');

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
  if (list.isPending) return <ListStatus state="loading" />;
  if (list.isError)
    return (
      <ListStatus state="error" onRetry={() => void list.refetch()}>
        The entries could not be loaded: {list.error.message}
      </ListStatus>
    );
  const { content, totalElements } = list.data;
  if (content.length === 0)
    return <ListStatus state="empty">No garden promo entries in these dates.</ListStatus>;
  return (
    <>
      <p className="mb-3 text-sm text-ink-700" aria-live="polite">
        {number.format(totalElements)} {totalElements === 1 ? 'entry' : 'entries'}
      </p>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div
        role="region"
        aria-label="Garden promo entries"
        tabIndex={0}
        className="focus-ring overflow-x-auto rounded-lg border border-ink-200 bg-white"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Garden promo entries, newest first</caption>
          <thead className="bg-ink-50">
            <tr>
              {['Name', 'E-mail', 'Date', 'Invoice number', 'Points', 'Invoice'].map((label) => (
                <th key={label} scope="col" className={TH}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {content.map((row) => (
              <tr key={row.id} className="border-t border-ink-100">
                <td className={TD}>
                  {row.firstName} {row.lastName}
                </td>
                <td className={`${TD} break-all`}>{row.email}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.createdAt)}</td>
                <td className={`${TD} font-mono`}>{row.invoiceNumber}</td>
                <td className={`${TD} text-right`}>{number.format(row.points)}</td>
                <td className={TD}>
                  <SessionDocumentButton
                    path={gardenInvoicePath(row.invoiceDocumentId)}
                    label={`Invoice ${row.invoiceNumber} of ${row.firstName} ${row.lastName}`}
                  />
                </td>
              </tr>
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
