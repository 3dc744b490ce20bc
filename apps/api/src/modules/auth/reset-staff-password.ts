import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  STAFF_MESSAGES,
  StaffIdParamsSchema,
  StaffPasswordSchema,
  type StaffPassword,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { staffAccounts } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { endStaffSessions } from './end-staff-sessions.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import { recordAudit } from './record-audit.ts';
import { signedInStaff } from './signed-in-staff.ts';
import { STAFF_ACCOUNT_COLUMNS, toStaffAccount } from './staff-account.ts';
import { whereStaff, type Actor, type StaffRef } from './staff-ref.ts';

/**
 * Gives an account a new generated password and signs it out everywhere, so whoever knew the
 * old one is out too. 404 when no account matches. Another super admin's password is reset
 * only by the command line (403 from the console: decision 040).
 */
export async function resetStaffPassword(
  db: Orm,
  ref: StaffRef,
  actor: Actor,
): Promise<StaffPassword> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: staffAccounts.id, role: staffAccounts.role })
      .from(staffAccounts)
      .where(whereStaff(ref))
      .for('update');
    if (!target) throw new HttpError(404, t('en', STAFF_MESSAGES.notFound));
    if (target.role === 'super-admin' && actor.via !== 'cli' && target.id !== actor.actorId)
      throw new HttpError(403, t('en', STAFF_MESSAGES.superAdminProtected));
    const [row] = await tx
      .update(staffAccounts)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(whereStaff({ id: target.id }))
      .returning(STAFF_ACCOUNT_COLUMNS);
    if (!row) throw new Error('UPDATE … RETURNING gave no row');
    await endStaffSessions(tx, row.id);
    await recordAudit(tx, {
      action: 'staff.reset-password',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'staff', id: row.id },
      details: { userName: row.userName, ...(actor.via ? { via: actor.via } : {}) },
    });
    return row;
  });
  return { account: toStaffAccount(account), password };
}

/** POST /admin/staff/:id/reset-password (super admins): the new password, shown once. */
export const resetStaffPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/staff/:id/reset-password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reset a staff password to a generated one and end its sessions',
        params: StaffIdParamsSchema,
        response: {
          200: StaffPasswordSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      resetStaffPassword(app.db.orm, req.params, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
