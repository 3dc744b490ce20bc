import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import {
  APPROVAL_TEXTS,
  ApprovalDatesSchema,
  ApprovalQueueQuerySchema,
  InvoiceSearchParamsSchema,
  invoicePoints,
  type ApprovalInvoice,
} from '@lumen/validation/loyalty-approvals';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Pagination } from '@lumen/ui-kit/pagination';
import { DataTable, ListTotal, QueryList, TD } from '#src/components/data-table.tsx';
import { DateRangeFilter, FILTER_INPUT_CLASS } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useToast } from '#src/components/toast.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { formatListDate } from '#src/lib/dates.ts';
import { firstIssue, issueText } from '#src/lib/first-issue.ts';
import { messageText } from '#src/lib/messages.ts';
import {
  decideInvoice,
  openInvoiceDocument,
  useInvoiceSearch,
  useInvoices,
  type ApprovalQuery,
} from './loyalty-approvals-api.ts';
import { DecisionCell } from './decision-cell.tsx';
import { signalTexts } from './fraud-signals.ts';

const FILTER_KEYS = ['StartDate', 'EndDate', 'q'] as const;

/** /invoice-verification (spec §2.4): pending invoices, search, points and decisions. */
export function InvoiceVerificationPage() {
  return <InvoicesScreen state="pending" />;
}

/** /invoice-history (spec §2.4): approved and rejected invoices. */
export function InvoiceHistoryPage() {
  return <InvoicesScreen state="decided" />;
}

function InvoicesScreen({ state }: { state: 'pending' | 'decided' }) {
  const { values, page, setFilters, setPage } = useListParams(FILTER_KEYS);
  const parsed = ApprovalQueueQuerySchema.safeParse({
    StartDate: values.StartDate,
    EndDate: values.EndDate,
    page: String(page - 1),
    size: ADMIN_LIST_LIMITS.pageSize,
  });
  const search = state === 'pending' && values.q ? values.q : null;
  return (
    <>
      <PageTitle
        actions={
          state === 'pending' ? (
            <Link to="/invoice-history" className={buttonClassName({ variant: 'outline' })}>
              Invoice History
            </Link>
          ) : (
            <Link to="/invoice-verification" className={buttonClassName({ variant: 'outline' })}>
              Invoice Verification
            </Link>
          )
        }
      >
        {state === 'pending' ? 'Invoice Verification' : 'Invoice History'}
      </PageTitle>
      <div className="mb-4">
        <DateRangeFilter
          key={`${values.StartDate}|${values.EndDate}`}
          startDate={values.StartDate}
          endDate={values.EndDate}
          check={(r) =>
            firstIssue(ApprovalDatesSchema, { StartDate: r.startDate, EndDate: r.endDate })
          }
          onApply={(r) => setFilters({ StartDate: r.startDate, EndDate: r.endDate, q: undefined })}
          onClear={() => setFilters({ StartDate: undefined, EndDate: undefined, q: undefined })}
        />
      </div>
      {state === 'pending' ? (
        <SearchForm
          key={values.q ?? ''}
          initial={values.q ?? ''}
          onSearch={(q) => setFilters({ q })}
        />
      ) : null}
      {search !== null ? (
        <SearchResults text={search} />
      ) : !parsed.success ? (
        <ListStatus state="error">{issueText(parsed.error.issues)}</ListStatus>
      ) : (
        <InvoiceList state={state} query={parsed.data} page={page} onPageChange={setPage} />
      )}
    </>
  );
}

function SearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (q: string | undefined) => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      role="search"
      aria-label="Search invoices"
      className="mb-6 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() === '') return onSearch(undefined);
        const problem = firstIssue(InvoiceSearchParamsSchema, { text });
        setError(problem);
        if (problem === null) onSearch(text.trim());
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        E-mail or invoice number
        <input
          type="search"
          name="q"
          className={FILTER_INPUT_CLASS}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invoice-search-error' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
        Search
      </button>
      {initial ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={() => onSearch(undefined)}
        >
          Clear Search
        </button>
      ) : null}
      <p
        id="invoice-search-error"
        role="alert"
        className="w-full text-sm text-danger-600 empty:hidden"
      >
        {error ?? ''}
      </p>
    </form>
  );
}

function SearchResults({ text }: { text: string }) {
  const list = useInvoiceSearch(text);
  return (
    <ListBody
      list={list}
      empty={`No invoice matches “${text}”.`}
      caption={`Invoices matching “${text}” (first ${ADMIN_LIST_LIMITS.pageSize}), newest first`}
    />
  );
}

function InvoiceList({
  state,
  query,
  page,
  onPageChange,
}: {
  state: 'pending' | 'decided';
  query: ApprovalQuery;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const list = useInvoices(state, query);
  return (
    <ListBody
      list={list}
      empty={
        state === 'pending'
          ? 'No invoices are waiting in these dates.'
          : 'No decided invoices in these dates.'
      }
      caption={
        state === 'pending'
          ? 'Pending invoices, oldest first'
          : 'Approved and rejected invoices, newest first'
      }
      page={page}
      onPageChange={onPageChange}
    />
  );
}

function ListBody({
  list,
  empty,
  caption,
  page,
  onPageChange,
}: {
  list: ReturnType<typeof useInvoices>;
  empty: string;
  caption: string;
  page?: number;
  onPageChange?: (page: number) => void;
}) {
  return (
    <QueryList
      query={list}
      failure="The invoices could not be loaded"
      isEmpty={(data) => data.content.length === 0}
      empty={empty}
    >
      {({ content, totalElements }) => (
        <>
          <ListTotal count={totalElements} one="invoice" other="invoices" />
          <DataTable
            label="Invoices"
            caption={caption}
            columns={[
              'E-mail',
              'Invoice no',
              'Vendor',
              'Uploaded',
              'Points',
              'Fraud signals',
              'Invoice',
              'Decision',
            ]}
          >
            {content.map((row) => (
              <InvoiceRow
                key={row.invoiceDocumentId}
                row={row}
                onDecided={() => void list.refetch()}
              />
            ))}
          </DataTable>
          {page !== undefined && onPageChange ? (
            <Pagination
              className="mt-6"
              page={page}
              totalPages={Math.ceil(totalElements / ADMIN_LIST_LIMITS.pageSize)}
              onPageChange={onPageChange}
            />
          ) : null}
        </>
      )}
    </QueryList>
  );
}

function InvoiceRow({ row, onDecided }: { row: ApprovalInvoice; onDecided: () => void }) {
  const toast = useToast();
  const [points, setPoints] = useState(String(row.point));
  const pointsCheck = invoicePoints.safeParse(points.trim() === '' ? NaN : Number(points));
  const pointsError = pointsCheck.success
    ? null
    : messageText(pointsCheck.error.issues[0]!.message);
  const signals = signalTexts(row);
  const id = row.invoiceDocumentId;

  return (
    <tr className="border-t border-ink-100">
      <td className={`${TD} break-all`}>{row.customerEmail}</td>
      <td className={`${TD} font-mono`}>{row.invoiceNumber}</td>
      <td className={TD}>{row.vendorName}</td>
      <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.createdAt)}</td>
      <td className={TD}>
        {row.approved === null ? (
          <>
            <label className="sr-only" htmlFor={`points-${id}`}>
              Points for invoice {row.invoiceNumber}
            </label>
            <input
              id={`points-${id}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={10000}
              step={1}
              className={`${FILTER_INPUT_CLASS} w-24`}
              value={points}
              aria-invalid={pointsError ? true : undefined}
              aria-describedby={`threshold-${id}${pointsError ? ` points-error-${id}` : ''}`}
              onChange={(e) => setPoints(e.target.value)}
            />
            <p id={`points-error-${id}`} className="text-xs text-danger-600 empty:hidden">
              {pointsError ?? ''}
            </p>
          </>
        ) : (
          row.point
        )}
        <p id={`threshold-${id}`} className="text-xs text-ink-700">
          Threshold {row.threshold}
        </p>
      </td>
      <td className={TD}>
        {signals.length === 0 ? (
          <span className="text-ink-700">None</span>
        ) : (
          <>
            <p className="font-semibold text-danger-600">Suspicious user</p>
            <ul className="list-disc pl-4">
              {signals.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </>
        )}
      </td>
      <td className={TD}>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
          onClick={() =>
            void openInvoiceDocument(row.invoiceImageThumbUrl).catch((error: unknown) =>
              toast(error instanceof Error ? error.message : 'The invoice could not be opened.', {
                tone: 'error',
              }),
            )
          }
        >
          View<span className="sr-only"> invoice {row.invoiceNumber}</span>
        </button>
      </td>
      <DecisionCell
        approved={row.approved}
        decidedAt={row.decidedAt ? formatListDate(row.decidedAt) : null}
        subject={`invoice ${row.invoiceNumber}`}
        titles={{ approve: 'Approve invoice', reject: 'Reject invoice' }}
        texts={{
          approve: pointsCheck.success ? APPROVAL_TEXTS.approveInvoice(pointsCheck.data) : '',
          reject: APPROVAL_TEXTS.rejectInvoice,
        }}
        canApprove={pointsCheck.success}
        decide={(approve) =>
          decideInvoice({
            invoiceDocumentId: id,
            customerID: row.customerId,
            points: pointsCheck.data ?? row.point,
            approve,
          })
        }
        successText={(approve) =>
          approve
            ? `Invoice ${row.invoiceNumber} approved`
            : `Invoice ${row.invoiceNumber} rejected`
        }
        onDecided={onDecided}
        note={row.invoiceReason}
      />
    </tr>
  );
}
