import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogExportQuerySchema, csvLine, type AuditLogEntry } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import {
  afterAuditCursor,
  auditLogConditions,
  countAuditLog,
  selectAuditLogPage,
  type AuditLogCursor,
  type AuditLogFilter,
} from './find-audit-log.ts';
import { keysetCsv } from '#src/lib/csv/keyset-csv.ts';
import { sendStaffCsv, STAFF_CSV_RESPONSES } from './send-staff-csv.ts';

export const AUDIT_LOG_CSV_HEADER = [
  'Time (UTC)',
  'Actor',
  'Action',
  'Target',
  'Client address',
  'Details',
] as const;

/**
 * One entry as a record. The actor is the user name, not the display name: it is what the
 * filter takes and it never changes, so a copy read a year later still names the account.
 * Details stay JSON, since their keys differ by action and a reviewer may want to parse them.
 */
function auditCsvLine(e: AuditLogEntry): string {
  return csvLine([
    e.at,
    e.actor?.userName ?? '',
    e.action,
    e.target ? `${e.target.type}:${e.target.id}` : '',
    e.clientAddress,
    JSON.stringify(e.details),
  ]);
}

/** The whole filtered log as CSV, newest first, by keyset (at, id). */
export function auditLogCsv(db: Orm, f: AuditLogFilter, pageRows?: number): AsyncGenerator<string> {
  const filter = auditLogConditions(db, f);
  return keysetCsv({
    header: AUDIT_LOG_CSV_HEADER,
    line: auditCsvLine,
    readPage: (after: AuditLogCursor | null, limit) =>
      selectAuditLogPage(db, {
        conditions: after ? [...filter, afterAuditCursor(after)] : filter,
        limit,
      }),
    pageRows,
  });
}

/**
 * POST /admin/audit-log/export?startDate&endDate&actor&action (super admins): every matching
 * entry as 'Audit Log.csv' (UTF-8 with BOM, formula cells neutralised, @lumen/validation/csv).
 * Taking a copy of the log is itself recorded (who, the filter, the rows at the start) before
 * a byte leaves, and the copy includes that entry.
 */
export const exportAuditLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/audit-log/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every audit log entry of a filter as CSV (UTF-8 with BOM), newest first',
        querystring: AuditLogExportQuerySchema,
        response: STAFF_CSV_RESPONSES,
      },
    },
    async (req, reply) => {
      const filter: AuditLogFilter = req.query;
      return sendStaffCsv(app.db.orm, req, reply, {
        fileName: 'Audit Log.csv',
        action: 'audit-log.export',
        targetType: 'audit-log',
        filter,
        count: () => countAuditLog(app.db.orm, filter),
        csv: () => auditLogCsv(app.db.orm, filter),
      });
    },
  );
};
