import type { z } from 'zod';
import { AuditLogExportQuerySchema, AuditLogQuerySchema } from '@lumen/validation/staff';
import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { firstIssue } from '#src/lib/first-issue.ts';

/** The audit log's filters in the address, beside `page`. */
export const AUDIT_FILTER_KEYS = ['startDate', 'endDate', 'actor', 'action'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditFilterValues = Partial<Record<AuditFilterKey, string | undefined>>;

/** 50 entries a page, as every admin list (spec §2). */
export const AUDIT_PAGE_SIZE = ADMIN_LIST_LIMITS.pageSize;

export type AuditLogRequest = z.output<typeof AuditLogQuerySchema>;
export type AuditLogExportRequest = z.output<typeof AuditLogExportQuerySchema>;

const PAGE_PROBLEM = `The page in the address must be a whole number from 1 to ${
  ADMIN_LIST_LIMITS.maxPage + 1
}.`;

/**
 * What the address asks for, checked with the API's own schema before anything is fetched:
 * the request (page zero-based, as the API counts) or the first problem's text. The address
 * counts pages from 1, so a bad page gets its own message rather than the API's 0-based one.
 */
export function auditLogRequest(
  values: AuditFilterValues,
  page: number,
): { request: AuditLogRequest; problem: null } | { request: null; problem: string } {
  if (!Number.isInteger(page) || page < 1 || page > ADMIN_LIST_LIMITS.maxPage + 1)
    return { request: null, problem: PAGE_PROBLEM };
  const input = { ...filterOnly(values), page: page - 1, size: AUDIT_PAGE_SIZE };
  const problem = firstIssue(AuditLogQuerySchema, input);
  if (problem !== null) return { request: null, problem };
  return { request: AuditLogQuerySchema.parse(input), problem: null };
}

/** The filters alone, for the CSV export (every page), or the first problem's text. */
export function auditLogExportRequest(
  values: AuditFilterValues,
): { request: AuditLogExportRequest; problem: null } | { request: null; problem: string } {
  const input = filterOnly(values);
  const problem = firstIssue(AuditLogExportQuerySchema, input);
  if (problem !== null) return { request: null, problem };
  return { request: AuditLogExportQuerySchema.parse(input), problem: null };
}

/** Only the known keys, without empty ones (an emptied field means no filter). */
function filterOnly(values: AuditFilterValues): AuditFilterValues {
  const out: AuditFilterValues = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = values[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}
