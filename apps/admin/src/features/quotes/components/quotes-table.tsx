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
/** Codes, dates, addresses and numbers read wrongly when broken across lines. */
const ONE_LINE = `${CELL} whitespace-nowrap`;
/** Names and places may wrap, but not into a column a word wide. */
const WRAPS = `${CELL} min-w-36`;
/**
 * The View button stays at the region's right edge while the columns scroll under it, so
 * the details are one click away at any width.
 */
const STICKY = 'sticky right-0 border-l border-ink-200';
const EMPTY = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not given</span>
  </>
);

/**
 * The quote requests as a real table (spec §2.5, §9). Ten columns do not fit a phone, so the
 * table scrolls sideways inside a focusable, named region: keyboard users scroll it with the
 * arrow keys, and screen readers announce what it holds. It is `relative` so the cells'
 * visually hidden labels (absolutely positioned) are clipped by it too, instead of widening
 * the whole page at 390 px.
 */
export function QuotesTable({ rows, caption }: { rows: QuoteListRow[]; caption: string }) {
  return (
    <div
      role="region"
      aria-label="Quote requests table"
      tabIndex={0}
      className="focus-ring relative overflow-x-auto rounded-md border border-ink-200 bg-white"
    >
      <table className="min-w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" className={`${CELL} font-semibold whitespace-nowrap`}>
                {name}
              </th>
            ))}
            <th scope="col" className={`${CELL} ${STICKY} bg-ink-50 font-semibold`}>
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((quote) => (
            <tr key={quote.documentId} className="border-t border-ink-200">
              <th scope="row" className={`${ONE_LINE} font-mono font-medium`}>
                {quote.documentId}
              </th>
              <td className={ONE_LINE}>
                <time dateTime={quote.createdAt}>{formatListDate(quote.createdAt)}</time>
              </td>
              <td className={WRAPS}>{quote.name}</td>
              <td className={ONE_LINE}>{quote.email}</td>
              <td className={ONE_LINE}>{quote.phoneNumber}</td>
              <td className={WRAPS}>{quote.companyName}</td>
              <td className={WRAPS}>{quote.preferredWholesaler ?? EMPTY}</td>
              <td className={WRAPS}>{quote.wholesalerLocation ?? EMPTY}</td>
              <td className={ONE_LINE}>{quote.messagePreview ?? EMPTY}</td>
              <td className={`${CELL} ${STICKY} bg-white`}>
                <QuoteDetailsDialog quote={quote} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
