import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, ChangePasswordSchema, STAFF_MESSAGES } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { staffAccounts, staffSessions } from '#src/db/schema.ts';
import { HttpError, invalidFieldsMessage } from '#src/lib/http-error.ts';
import type { StaffPrincipal } from './find-session.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { recordAudit } from './record-audit.ts';
import { signedInStaff } from './signed-in-staff.ts';

/** Attempts one address may make per minute: the current password is not guessed here. */
export const CHANGE_PASSWORD_REQUESTS_PER_MINUTE = 10;

/**
 * The signed-in account's own new password, after its current one is verified (a session
 * left open is not enough to take the account over). Every other session of the account
 * ends, so whoever knew the old password is out; this one stays. A wrong current password is
 * a 400 on that field (not a 401, which would sign the console out).
 */
export async function changePassword(
  db: Orm,
  staff: Pick<StaffPrincipal, 'id' | 'sessionHash'>,
  input: z.output<typeof ChangePasswordSchema>,
  clientAddress: string | null,
): Promise<void> {
  const [account] = await db
    .select({ passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staff.id));
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    const issues = [
      { field: 'body.currentPassword', message: STAFF_MESSAGES.currentPasswordWrong },
    ];
    throw new HttpError(400, invalidFieldsMessage(issues), issues);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(staffAccounts.id, staff.id));
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, staff.id), ne(staffSessions.idHash, staff.sessionHash)))
      .returning({ idHash: staffSessions.idHash });
    await recordAudit(tx, {
      action: 'auth.change-password',
      actorId: staff.id,
      clientAddress,
      target: { type: 'staff', id: staff.id },
      details: { otherSessionsEnded: ended.length },
    });
  });
}

/** POST /auth/change-password (any signed-in account): 204. */
export const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in account’s password; its other sessions end',
        body: ChangePasswordSchema,
        response: {
          204: z.null(),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      config: { rateLimit: { max: CHANGE_PASSWORD_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      await changePassword(app.db.orm, signedInStaff(req), req.body, req.ip);
      return reply.status(204).send(null);
    },
  );
};
