import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, SignInLockListSchema, type SignInLockList } from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import {
  SIGN_IN_CLIENT_FAILURES_ALLOWED,
  SIGN_IN_FAILURES_ALLOWED,
  SIGN_IN_WINDOW_MS,
} from './sign-in-throttle.ts';

type Row = {
  user_name: string | null;
  client: string;
  failures: number;
  locked_until: Date | string;
};

/**
 * The sign-in locks in force: a client address locked out of one user name, or out of every
 * name (no user name), with its failures and when the lock ends, the latest ending first.
 * The per-name counts only slow answers down and lock nobody, so they are not listed.
 */
export async function listSignInLocks(db: Database): Promise<SignInLockList> {
  const rows = await db.query<Row>(
    `SELECT user_name, client, failures,
            window_started_at + $1::float8 * interval '1 millisecond' AS locked_until
       FROM staff_sign_in_throttle
      WHERE client IS NOT NULL
        AND window_started_at > now() - $1::float8 * interval '1 millisecond'
        AND failures > CASE WHEN user_name IS NULL THEN $2::int ELSE $3::int END
      ORDER BY locked_until DESC, user_name, client`,
    [SIGN_IN_WINDOW_MS, SIGN_IN_CLIENT_FAILURES_ALLOWED, SIGN_IN_FAILURES_ALLOWED],
  );
  const content = rows.map((r) => ({
    userName: r.user_name,
    client: r.client,
    failures: r.failures,
    lockedUntil: new Date(r.locked_until).toISOString(),
  }));
  return { content, totalElements: content.length };
}

/** GET /admin/sign-in-locks (super admins): beside the staff accounts. */
export const listSignInLocksRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sign-in-locks',
    {
      schema: {
        tags: ['admin'],
        summary: 'Client addresses locked out of a user name (or of every name) by failed sign-ins',
        response: { 200: SignInLockListSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => listSignInLocks(app.db),
  );
};
