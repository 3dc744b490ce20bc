import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  SignInSchema,
  STAFF_MESSAGES,
  StaffSessionSchema,
  type StaffSession,
} from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { staffAccounts, staffSessions } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { createSession, type ClientInfo } from './create-session.ts';
import { verifyPassword, verifyWithoutAccount } from './passwords.ts';
import { recordAudit } from './record-audit.ts';
import { hashSessionId, isSessionId, SESSION_ABSOLUTE_MS } from './session-cookie.ts';
import { sessionView } from './session-view.ts';
import { forgiveAttempt, pauseSignIn, reserveAttempt, throttleKeys } from './sign-in-throttle.ts';

/**
 * Sign-in requests one address may send per minute, whatever their outcome (a wrong Origin
 * included): a flood guard in front of the failure counts, which are what lock.
 */
export const SIGN_IN_REQUESTS_PER_MINUTE = 30;
/** Room for a 10 KB password to reach validation and be refused as 400, not 413. */
export const SIGN_IN_BODY_LIMIT = 16 * 1024;

export type SignInInput = ClientInfo & {
  /** Lowered and trimmed by SignInSchema. */
  userName: string;
  password: string;
  /** The session id the browser already had, if any: it is ended, never reused. */
  previousSessionId: string | undefined;
};

const invalid = () => new HttpError(401, t('en', STAFF_MESSAGES.invalidCredentials));

/**
 * Checks a user name and password and opens a new session. Every failure answers the same
 * 401 "Invalid user name or password" after the same work: an unknown name is verified
 * against a dummy hash, a disabled account against its own. The attempt is counted before
 * the check (sign-in-throttle.ts): the 11th in a window from one client on one name is a 429
 * without any check, and a name that failed often is answered after a growing delay.
 */
export async function signIn(
  db: Database,
  input: SignInInput,
): Promise<{ sessionId: string; view: StaffSession }> {
  const clientAddress = input.clientAddress ?? 'unknown';
  const keys = throttleKeys(input.userName, clientAddress);
  const reservation = await reserveAttempt(db, keys);
  if (reservation.locked)
    throw new HttpError(429, t('en', STAFF_MESSAGES.locked), undefined, {
      'retry-after': String(reservation.retryAfterSeconds),
    });
  // Guessing one name from many addresses gets slower, but the right password still works.
  await pauseSignIn(reservation.delayMs);

  const [account] = await db.orm
    .select({
      id: staffAccounts.id,
      userName: staffAccounts.userName,
      displayName: staffAccounts.displayName,
      role: staffAccounts.role,
      disabled: staffAccounts.disabled,
      passwordHash: staffAccounts.passwordHash,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.userName, input.userName));
  const matches = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyWithoutAccount(input.password);

  if (!account || account.disabled || !matches) {
    await recordAudit(db.orm, {
      action: 'auth.sign-in-failed',
      actorId: null,
      clientAddress: input.clientAddress,
      target: account ? { type: 'staff', id: account.id } : undefined,
      details: {
        userName: input.userName,
        reason: !account ? 'unknown-user' : account.disabled ? 'disabled' : 'wrong-password',
      },
    });
    throw invalid();
  }

  const session = await db.orm.transaction(async (tx) => {
    if (isSessionId(input.previousSessionId))
      await tx
        .delete(staffSessions)
        .where(eq(staffSessions.idHash, hashSessionId(input.previousSessionId)));
    const created = await createSession(tx, account.id, input);
    await recordAudit(tx, {
      action: 'auth.sign-in',
      actorId: account.id,
      clientAddress: input.clientAddress,
      target: { type: 'staff', id: account.id },
    });
    return created;
  });
  await forgiveAttempt(db, keys);
  return {
    sessionId: session.id,
    view: sessionView({
      id: account.id,
      userName: account.userName,
      displayName: account.displayName,
      role: account.role,
      sessionHash: session.sessionHash,
      expiresAt: session.expiresAt,
      lastSeenAt: session.lastSeenAt,
    }),
  };
}

/** POST /auth/sign-in: the console's 'Please Login' form (spec §2.5). */
export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  const { cookie } = app.staffAuth;
  app.post(
    '/auth/sign-in',
    {
      bodyLimit: SIGN_IN_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Sign a staff member in: sets the session cookie',
        body: SignInSchema,
        response: {
          200: StaffSessionSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      config: { rateLimit: { max: SIGN_IN_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const { sessionId, view } = await signIn(app.db, {
        ...req.body,
        clientAddress: req.ip,
        userAgent: req.headers['user-agent'],
        previousSessionId: req.cookies[cookie.name],
      });
      reply.setCookie(cookie.name, sessionId, {
        ...cookie.options,
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
      return view;
    },
  );
};
