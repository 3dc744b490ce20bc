import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  type AuditAction,
  type AuditLogEntry,
  type AuditLogPage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { auditLog, staffAccounts } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';

/** What narrows the audit log: the screen's filters, also the CSV export's. */
export type AuditLogFilter = {
  /** Days (YYYY-MM-DD) in UTC, both included. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  actor?: string | undefined;
  action?: AuditAction | undefined;
};

export type AuditLogPageFilter = AuditLogFilter & { page: number; size: number };

export function auditLogConditions(db: Orm, f: AuditLogFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.startDate) conditions.push(gte(auditLog.at, utcDayStart(f.startDate)));
  if (f.endDate) conditions.push(lt(auditLog.at, utcDayStart(f.endDate, 1)));
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.actor)
    conditions.push(
      inArray(
        auditLog.actorId,
        db
          .select({ id: staffAccounts.id })
          .from(staffAccounts)
          .where(eq(staffAccounts.userName, f.actor)),
      ),
    );
  return conditions;
}

/**
 * Where a keyset page of the export resumes: the last entry's `at` as the database wrote it
 * (text, so no microsecond is lost to a JS Date) and its id.
 */
export type AuditLogCursor = { at: string; id: number };

/** Entries strictly after the cursor in newest-first order; (at, id) is indexed. */
export const afterAuditCursor = (c: AuditLogCursor): SQL =>
  sql`(${auditLog.at}, ${auditLog.id}) < (${c.at}::timestamptz, ${c.id}::bigint)`;

/**
 * Entries newest first, with their actor's names, and the cursor of the last one: the list
 * pages by offset (a person reads a few pages), the export by cursor (it reads them all).
 */
export async function selectAuditLogPage(
  db: Orm,
  { conditions, limit, offset = 0 }: { conditions: SQL[]; limit: number; offset?: number },
): Promise<{ rows: AuditLogEntry[]; cursor: AuditLogCursor | null }> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      cursorAt: sql<string>`${auditLog.at}::text`,
      actorId: auditLog.actorId,
      actorUserName: staffAccounts.userName,
      actorDisplayName: staffAccounts.displayName,
      clientAddress: auditLog.clientAddress,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor:
        r.actorId !== null && r.actorUserName !== null && r.actorDisplayName !== null
          ? { id: r.actorId, userName: r.actorUserName, displayName: r.actorDisplayName }
          : null,
      clientAddress: r.clientAddress,
      action: r.action,
      target:
        r.targetType !== null && r.targetId !== null
          ? { type: r.targetType, id: r.targetId }
          : null,
      details: r.details,
    })),
    cursor: last ? { at: last.cursorAt, id: last.id } : null,
  };
}

export async function countAuditLog(db: Orm, f: AuditLogFilter): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(...auditLogConditions(db, f)));
  return total?.n ?? 0;
}

/** The audit log, newest first, filtered by day range, actor (user name) and action. */
export async function findAuditLog(db: Orm, f: AuditLogPageFilter): Promise<AuditLogPage> {
  const { rows } = await selectAuditLogPage(db, {
    conditions: auditLogConditions(db, f),
    limit: f.size,
    offset: f.page * f.size,
  });
  return { content: rows, totalElements: await countAuditLog(db, f) };
}

/** GET /admin/audit-log (super admins). There is no route that changes or removes an entry. */
export const findAuditLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first: day range, actor and action filters, paged',
        querystring: AuditLogQuerySchema,
        response: {
          200: AuditLogPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findAuditLog(app.db.orm, req.query),
  );
};
