import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { staffSessions } from '#src/db/schema.ts';
import { recordAudit } from './record-audit.ts';
import { hashSessionId, isSessionId } from './session-cookie.ts';

/**
 * Ends the session a cookie names, on the server: the id is worthless afterwards even to
 * someone who copied it. Signing out without a live session is not an error (the console may
 * have timed out first), and is not recorded.
 */
export async function signOut(
  db: Orm,
  sessionId: string | undefined,
  clientAddress: string | null,
): Promise<void> {
  if (!isSessionId(sessionId)) return;
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(staffSessions)
      .where(eq(staffSessions.idHash, hashSessionId(sessionId)))
      .returning({ staffId: staffSessions.staffId });
    if (!ended) return;
    await recordAudit(tx, {
      action: 'auth.sign-out',
      actorId: ended.staffId,
      clientAddress,
      target: { type: 'staff', id: ended.staffId },
    });
  });
}

/** POST /auth/sign-out: the dashboard's Logout (spec §2.5). 204, and the cookie is cleared. */
export const signOutRoute: FastifyPluginAsyncZod = async (app) => {
  const { cookie } = app.staffAuth;
  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the staff session and clear its cookie',
        response: { 204: z.null(), 403: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      await signOut(app.db.orm, req.cookies[cookie.name], req.ip);
      reply.clearCookie(cookie.name, cookie.options);
      return reply.status(204).send(null);
    },
  );
};
