import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#src/lib/api-client.ts';
import type { AuditLogExportRequest } from '../utils/audit-log-params.ts';

export const AUDIT_CSV_FILE_NAME = 'Audit Log.csv';

/**
 * GET /admin/audit-log/export: the whole filtered log as CSV. Fetched with the session cookie
 * (a plain link would do too, but then a refusal would replace the console with the API's
 * JSON), then saved through an object URL under the name the API gives.
 */
export async function exportAuditLog(request: AuditLogExportRequest): Promise<void> {
  const response = await apiFetch('/admin/audit-log/export', { query: request });
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = AUDIT_CSV_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked a little later: a download that has not started yet would fail without it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
