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
  type ApprovalInvoicePage,
} from '@lumen/validation/loyalty-approvals';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Pagination } from '@lumen/ui-kit/pagination';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { DateRangeFilter, FILTER_INPUT_CLASS } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { TOAST_MS, useToast } from '#src/components/toast.tsx';
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
import { signalTexts } from './fraud-signals.ts';

const FILTER_KEYS = ['StartDate', 'EndDate', 'q'] as const;
const TH = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
const TD = 'px-3 py-2 align-top';

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
  if (list.isPending) return <ListStatus state="loading" />;
  if (list.isError)
    return (
      <ListStatus state="error" onRetry={() => void list.refetch()}>
        The invoices could not be loaded: {list.error.message}
      </ListStatus>
    );
  const data: ApprovalInvoicePage = list.data;
  if (data.content.length === 0) return <ListStatus state="empty">{empty}</ListStatus>;
  return (
    <>
      <p className="mb-3 text-sm text-ink-700" aria-live="polite">
        {data.totalElements.toLocaleString('en-GB')}{' '}
        {data.totalElements === 1 ? 'invoice' : 'invoices'}
      </p>
      <div
        role="region"
        aria-label="Invoices"
        tabIndex={0}
        className="focus-ring overflow-x-auto rounded-lg border border-ink-200 bg-white"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-ink-50">
            <tr>
              {[
                'E-mail',
                'Invoice no',
                'Vendor',
                'Uploaded',
                'Points',
                'Fraud signals',
                'Invoice',
                'Decision',
              ].map((label) => (
                <th key={label} scope="col" className={TH}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.content.map((row) => (
              <InvoiceRow
                key={row.invoiceDocumentId}
                row={row}
                onDecided={() => void list.refetch()}
              />
            ))}
          </tbody>
        </table>
      </div>
      {page !== undefined && onPageChange ? (
        <Pagination
          className="mt-6"
          page={page}
          totalPages={Math.ceil(data.totalElements / ADMIN_LIST_LIMITS.pageSize)}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}

function InvoiceRow({ row, onDecided }: { row: ApprovalInvoice; onDecided: () => void }) {
  const toast = useToast();
  const [points, setPoints] = useState(String(row.point));
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [isPending, setPending] = useState(false);
  const pointsCheck = invoicePoints.safeParse(points.trim() === '' ? NaN : Number(points));
  const pointsError = pointsCheck.success
    ? null
    : messageText(pointsCheck.error.issues[0]!.message);
  const signals = signalTexts(row);
  const id = row.invoiceDocumentId;

  const decide = async (approve: boolean) => {
    if (!pointsCheck.success) return;
    setPending(true);
    try {
      await decideInvoice({
        invoiceDocumentId: id,
        customerID: row.customerId,
        points: pointsCheck.data,
        approve,
      });
      toast(
        approve ? `Invoice ${row.invoiceNumber} approved` : `Invoice ${row.invoiceNumber} rejected`,
        {
          tone: 'success',
          durationMs: TOAST_MS.short,
        },
      );
    } catch (error) {
      // Spec §8: the list is refreshed and the server's error shows for 1.5 s.
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
      <td className={`${TD} whitespace-nowrap`}>
        {row.approved === null ? (
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              disabled={!pointsCheck.success}
              onClick={() => setAsking('approve')}
            >
              Approve<span className="sr-only"> invoice {row.invoiceNumber}</span>
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              onClick={() => setAsking('reject')}
            >
              Reject<span className="sr-only"> invoice {row.invoiceNumber}</span>
            </button>
            <ConfirmDialog
              isOpen={asking !== null}
              onOpenChange={(open) => (open ? undefined : setAsking(null))}
              title={asking === 'approve' ? 'Approve invoice' : 'Reject invoice'}
              description={
                asking === 'approve' && pointsCheck.success
                  ? APPROVAL_TEXTS.approveInvoice(pointsCheck.data)
                  : APPROVAL_TEXTS.rejectInvoice
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
                {formatListDate(row.decidedAt)}
              </span>
            ) : null}
            {row.invoiceReason ? (
              <span className="block font-normal text-ink-700">{row.invoiceReason}</span>
            ) : null}
          </span>
        )}
      </td>
    </tr>
  );
}
