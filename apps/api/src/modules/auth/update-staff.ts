import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  STAFF_MESSAGES,
  StaffAccountSchema,
  StaffIdParamsSchema,
  UpdateStaffSchema,
  type StaffAccount,
  type StaffRole,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { staffAccounts } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { endStaffSessions } from './end-staff-sessions.ts';
import { recordAudit } from './record-audit.ts';
import { signedInStaff } from './signed-in-staff.ts';
import { STAFF_ACCOUNT_COLUMNS, toStaffAccount } from './staff-account.ts';
import { whereStaff, type Actor, type StaffRef } from './staff-ref.ts';

export type StaffChanges = { displayName?: string; role?: StaffRole; disabled?: boolean };

/**
 * Changes an account's display name, role or disabled flag. A role change applies to the
 * account's next request (sessions read the role each time); disabling ends its sessions at
 * once. A signed-in super admin cannot change their own role or disable themselves (409),
 * nor another super admin's (403): one taken-over super admin account must not be able to
 * lock the others out, so only the command line on the server can (decision 040). Nobody,
 * not even the command line, disables or demotes the last active super admin (409). The
 * audit entry holds each changed field's old and new value; a request that changes nothing
 * records nothing.
 */
export async function updateStaff(
  db: Orm,
  ref: StaffRef,
  changes: StaffChanges,
  actor: Actor,
): Promise<StaffAccount> {
  const account = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(STAFF_ACCOUNT_COLUMNS)
      .from(staffAccounts)
      .where(whereStaff(ref))
      .for('update');
    if (!before) throw new HttpError(404, t('en', STAFF_MESSAGES.notFound));
    const changed = (Object.keys(changes) as (keyof StaffChanges)[]).filter(
      (k) => changes[k] !== undefined && changes[k] !== before[k],
    );
    if (changed.length === 0) return before;
    const changesAccess = changed.includes('role') || changed.includes('disabled');
    if (before.id === actor.actorId && changesAccess)
      throw new HttpError(409, t('en', STAFF_MESSAGES.ownAccount));
    if (before.role === 'super-admin' && changesAccess && actor.via !== 'cli')
      throw new HttpError(403, t('en', STAFF_MESSAGES.superAdminProtected));
    const staysActiveSuperAdmin =
      (changes.role ?? before.role) === 'super-admin' && !(changes.disabled ?? before.disabled);
    if (before.role === 'super-admin' && !before.disabled && !staysActiveSuperAdmin)
      await refuseLastSuperAdmin(tx, before.id);

    const [after] = await tx
      .update(staffAccounts)
      .set({ ...Object.fromEntries(changed.map((k) => [k, changes[k]])), updatedAt: sql`now()` })
      .where(whereStaff({ id: before.id }))
      .returning(STAFF_ACCOUNT_COLUMNS);
    if (!after) throw new Error('UPDATE … RETURNING gave no row');
    if (after.disabled) await endStaffSessions(tx, after.id);
    await recordAudit(tx, {
      action: 'staff.update',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'staff', id: after.id },
      details: {
        userName: after.userName,
        changes: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: after[k] }])),
        ...(actor.via ? { via: actor.via } : {}),
      },
    });
    return after;
  });
  return toStaffAccount(account);
}

/**
 * 409 unless another active super admin exists. Their rows are locked until the change
 * commits, so two changes at once cannot each count on the other's account.
 */
async function refuseLastSuperAdmin(tx: Pick<Orm, 'select'>, id: number): Promise<void> {
  const others = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.role, 'super-admin'),
        eq(staffAccounts.disabled, false),
        ne(staffAccounts.id, id),
      ),
    )
    .for('update');
  if (others.length === 0) throw new HttpError(409, t('en', STAFF_MESSAGES.lastSuperAdmin));
}

/** PATCH /admin/staff/:id (super admins): display name, role, disabled. */
export const updateStaffRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/staff/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a staff account’s display name, role or disabled flag',
        params: StaffIdParamsSchema,
        body: UpdateStaffSchema,
        response: {
          200: StaffAccountSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      updateStaff(app.db.orm, req.params, req.body, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
