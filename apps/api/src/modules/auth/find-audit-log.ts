import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  type AuditAction,
  type AuditLogPage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { auditLog, staffAccounts } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';

export type AuditLogFilter = {
  /** Days (YYYY-MM-DD) in UTC, both included. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  actor?: string | undefined;
  action?: AuditAction | undefined;
  page: number;
  size: number;
};

/** The audit log, newest first, filtered by day range, actor (user name) and action. */
export async function findAuditLog(db: Orm, f: AuditLogFilter): Promise<AuditLogPage> {
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
  const where = and(...conditions);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
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
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(f.size)
    .offset(f.page * f.size);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    content: rows.map((r) => ({
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
    totalElements: total?.n ?? 0,
  };
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
