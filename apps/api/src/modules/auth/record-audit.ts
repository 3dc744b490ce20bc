import type { AuditAction } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { auditLog } from '#src/db/schema.ts';

export type AuditEntry = {
  action: AuditAction;
  /** The signed-in staff account; null for a failed sign-in, the first start or the CLI. */
  actorId: number | null;
  /** `req.ip` (so proxies are read as decision 012 says); null off the network. */
  clientAddress: string | null;
  target?: { type: string; id: string | number } | undefined;
  details?: Record<string, unknown> | undefined;
};

/**
 * Appends one entry to the audit log, in the caller's transaction when given one, so the
 * entry exists exactly when the change it records was committed. Nothing updates or deletes
 * entries: the table's trigger refuses it (migrations/0010_staff_auth.sql).
 */
export async function recordAudit(db: Pick<Orm, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId,
    clientAddress: entry.clientAddress,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    details: entry.details ?? {},
  });
}
