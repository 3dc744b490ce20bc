import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '@lumen/i18n/messages';
import { ApiErrorSchema, ClearSignInLockSchema, STAFF_MESSAGES } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { staffSignInThrottle } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { recordAudit } from './record-audit.ts';
import { signedInStaff } from './signed-in-staff.ts';
import type { Actor } from './staff-ref.ts';

/**
 * Lifts a lock the list shows: that client's count on that user name (or on every name) is
 * deleted, so its next attempt starts a new window. Recorded with the count it had. 404 when
 * no such count exists.
 */
export async function clearSignInLock(
  db: Orm,
  lock: z.output<typeof ClearSignInLockSchema>,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffSignInThrottle)
      .where(
        and(
          eq(staffSignInThrottle.client, lock.client),
          lock.userName === null
            ? isNull(staffSignInThrottle.userName)
            : eq(staffSignInThrottle.userName, lock.userName),
        ),
      )
      .returning({ failures: staffSignInThrottle.failures });
    if (!row) throw new HttpError(404, t('en', STAFF_MESSAGES.lockNotFound));
    await recordAudit(tx, {
      action: 'auth.clear-sign-in-lock',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      details: { userName: lock.userName, client: lock.client, failures: row.failures },
    });
  });
}

/** POST /admin/sign-in-locks/clear (super admins): 204. */
export const clearSignInLockRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/sign-in-locks/clear',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a sign-in lock of one client address',
        body: ClearSignInLockSchema,
        response: {
          204: z.null(),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      await clearSignInLock(app.db.orm, req.body, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      });
      return reply.status(204).send(null);
    },
  );
};
