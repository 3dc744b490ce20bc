import type { QuoteListRow } from '@lumen/validation/quote-admin';
import { formatListDate } from '#src/lib/dates.ts';
import { QuoteDetailsDialog } from './quote-details-dialog.tsx';

const COLUMNS = [
  'Reference',
  'Date',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Preferred wholesaler',
  'Wholesaler location',
  'Message',
] as const;

const CELL = 'px-3 py-2 align-top';
const EMPTY = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not given</span>
  </>
);

/**
 * The quote requests as a real table (spec §2.5, §9). Ten columns do not fit a phone, so the
 * table scrolls sideways inside a focusable, named region: keyboard users scroll it with the
 * arrow keys, and screen readers announce what it holds.
 */
export function QuotesTable({ rows, caption }: { rows: QuoteListRow[]; caption: string }) {
  return (
    <div
      role="region"
      aria-label="Quote requests table"
      tabIndex={0}
      className="focus-ring overflow-x-auto rounded-md border border-ink-200 bg-white"
    >
      <table className="w-full min-w-[72rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" className={`${CELL} font-semibold`}>
                {name}
              </th>
            ))}
            <th scope="col" className={`${CELL} font-semibold`}>
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((quote) => (
            <tr key={quote.documentId} className="border-t border-ink-200">
              <th scope="row" className={`${CELL} font-mono font-medium whitespace-nowrap`}>
                {quote.documentId}
              </th>
              <td className={`${CELL} whitespace-nowrap`}>
                <time dateTime={quote.createdAt}>{formatListDate(quote.createdAt)}</time>
              </td>
              <td className={CELL}>{quote.name}</td>
              <td className={`${CELL} break-all`}>{quote.email}</td>
              <td className={`${CELL} whitespace-nowrap`}>{quote.phoneNumber}</td>
              <td className={CELL}>{quote.companyName}</td>
              <td className={CELL}>{quote.preferredWholesaler ?? EMPTY}</td>
              <td className={CELL}>{quote.wholesalerLocation ?? EMPTY}</td>
              <td className={CELL}>{quote.messagePreview ?? EMPTY}</td>
              <td className={CELL}>
                <QuoteDetailsDialog quote={quote} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
