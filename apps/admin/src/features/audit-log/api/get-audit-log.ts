import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { AuditLogPageSchema, type AuditLogPage } from '@lumen/validation/staff';
import { apiJson } from '#src/lib/api-client.ts';
import type { AuditLogRequest } from '../utils/audit-log-params.ts';

/** GET /admin/audit-log: one page of entries, newest first, and how many match in all. */
export function getAuditLog(request: AuditLogRequest, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiJson(AuditLogPageSchema, '/admin/audit-log', { query: request, signal });
}

/** `null` when the address holds a filter the schema refuses: nothing is fetched then. */
export function auditLogQueryOptions(request: AuditLogRequest | null) {
  return queryOptions({
    queryKey: ['audit-log', request],
    queryFn: request ? ({ signal }) => getAuditLog(request, signal) : skipToken,
    // The last page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(request: AuditLogRequest | null) {
  return useQuery(auditLogQueryOptions(request));
}
