import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  AuditLogExportQuerySchema,
  CSV_BOM,
  csvLine,
  type AuditLogEntry,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import {
  afterAuditCursor,
  auditLogConditions,
  countAuditLog,
  selectAuditLogPage,
  type AuditLogCursor,
  type AuditLogFilter,
} from './find-audit-log.ts';
import { recordAudit } from './record-audit.ts';
import { signedInStaff } from './signed-in-staff.ts';

/** Entries per keyset page: memory stays at one page whatever the export's length. */
export const AUDIT_EXPORT_PAGE_ROWS = 1_000;

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

/**
 * The whole filtered log as CSV, newest first, read a page at a time by keyset (at, id), never
 * by offset, so the last page costs what the first does; pulled only as fast as the client
 * reads it. Entries written after the first page was read are newer than every cursor, so
 * they are left out rather than shifting the pages.
 */
export async function* auditLogCsv(
  db: Orm,
  f: AuditLogFilter,
  pageRows = AUDIT_EXPORT_PAGE_ROWS,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(AUDIT_LOG_CSV_HEADER);
  const filter = auditLogConditions(db, f);
  let cursor: AuditLogCursor | null = null;
  for (;;) {
    const page: Awaited<ReturnType<typeof selectAuditLogPage>> = await selectAuditLogPage(db, {
      conditions: cursor ? [...filter, afterAuditCursor(cursor)] : filter,
      limit: pageRows,
    });
    if (page.rows.length > 0) yield page.rows.map(auditCsvLine).join('');
    if (page.rows.length < pageRows || !page.cursor) return;
    cursor = page.cursor;
  }
}

/**
 * GET /admin/audit-log/export?startDate&endDate&actor&action (super admins): every matching
 * entry as 'Audit Log.csv' (UTF-8 with BOM, formula cells neutralised, @lumen/validation/csv).
 * Taking a copy of the log is itself recorded (who, the filter, the rows at the start) before
 * a byte leaves, and the copy includes that entry.
 */
export const exportAuditLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every audit log entry of a filter as CSV (UTF-8 with BOM), newest first',
        querystring: AuditLogExportQuerySchema,
        response: {
          200: z.unknown().describe('CSV (text/csv), UTF-8 with BOM'),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Audit Log.csv"')
        .header('x-content-type-options', 'nosniff');
      // HEAD (answered by this GET route) exports nothing, so it reads and records nothing.
      if (req.method === 'HEAD') return reply.send('');
      const staff = signedInStaff(req);
      const filter: AuditLogFilter = req.query;
      const rows = await countAuditLog(app.db.orm, filter);
      await recordAudit(app.db.orm, {
        action: 'audit-log.export',
        actorId: staff.id,
        clientAddress: req.ip,
        target: { type: 'audit-log', id: 'csv' },
        details: { filter, rows },
      });
      return reply.send(Readable.from(auditLogCsv(app.db.orm, filter)));
    },
  );
};
