import { getTotalPages, Pagination } from '@lumen/ui-kit/pagination';
import { ListStatus } from '#src/components/list-status.tsx';
import { ExportCsvButton } from '#src/components/export-csv-button.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { useAuditLog } from './api/get-audit-log.ts';
import { AuditLogFilters } from './components/audit-log-filters.tsx';
import { AuditLogTable } from './components/audit-log-table.tsx';
import {
  AUDIT_FILTER_KEYS,
  AUDIT_PAGE_SIZE,
  auditLogExportRequest,
  auditLogRequest,
} from './utils/audit-log-params.ts';

const count = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'entry' : 'entries'}`;

/**
 * /audit-log 'Audit Log' (issue 13 point 3, super admins): every sign-in, change and export,
 * newest first, filtered by days, actor and action, 50 a page, with a CSV copy of the whole
 * filtered log. Filters and page live in the address; an address the schema refuses (typed
 * or edited by hand) says why and fetches nothing.
 */
export function AuditLogPage() {
  const { values, page, setFilters, setPage } = useListParams(AUDIT_FILTER_KEYS);
  const { request, problem } = auditLogRequest(values, page);
  const exportRequest = auditLogExportRequest(values).request;
  const log = useAuditLog(request);
  const totalPages = getTotalPages(log.data?.totalElements ?? 0, AUDIT_PAGE_SIZE);

  return (
    <>
      <PageTitle
        actions={
          <ExportCsvButton
            path="/admin/audit-log/export"
            query={exportRequest}
            fallbackName="Audit Log.csv"
          />
        }
      >
        Audit Log
      </PageTitle>

      <AuditLogFilters
        // Remounted when the address changes (Back, a shared link), so the fields show it.
        key={AUDIT_FILTER_KEYS.map((k) => values[k] ?? '').join('\n')}
        values={values}
        onApply={setFilters}
      />

      <div className="mt-6">
        {problem !== null ? (
          <ListStatus state="error">{problem}</ListStatus>
        ) : log.isPending ? (
          <ListStatus state="loading" />
        ) : log.isError ? (
          <ListStatus state="error" onRetry={() => void log.refetch()}>
            {log.error.message}
          </ListStatus>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-700" data-testid="audit-log-total">
              {count(log.data.totalElements)}
              {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
            </p>
            {log.data.content.length === 0 ? (
              <ListStatus state="empty">
                {log.data.totalElements === 0
                  ? 'No entries match these filters.'
                  : 'There are no entries on this page.'}
              </ListStatus>
            ) : (
              <AuditLogTable entries={log.data.content} />
            )}
            <Pagination
              className="mt-6"
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
              labels={{ navigation: 'Audit log pages' }}
            />
          </>
        )}
      </div>
    </>
  );
}
