import { isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '#src/db/client.ts';
import { SESSION_IDLE_MS } from './session-cookie.ts';

/** Failed sign-ins one client may make on one user name in a window … */
export const SIGN_IN_FAILURES_ALLOWED = 10;
/** … and on every name together (an office behind one address, or one host trying names). */
export const SIGN_IN_CLIENT_FAILURES_ALLOWED = 20;
/** A window starts at its first failure and lasts 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Failures of one user name, from any clients, answered without delay … */
export const SIGN_IN_DELAY_FREE_FAILURES = 3;
/** … then each later attempt waits twice as long as the one before, from this … */
export const SIGN_IN_DELAY_BASE_MS = 250;
/** … to at most this. */
export const SIGN_IN_DELAY_MAX_MS = 4000;

type Bucket = { key: string; userName: string | null; client: string | null };
export type ThrottleKeys = { client: Bucket; pair: Bucket; account: Bucket };

/**
 * The three buckets a sign-in counts in (decision 040): the client address (IPv6 by its /64,
 * like the rate-limit plugin, so one host cannot walk its own subnet) alone and together with
 * the user name as typed (lowered), both of which lock; and the user name alone, whether or
 * not an account has it, which only slows the answers down, so nobody can lock another
 * person out from an address of their own.
 */
export function throttleKeys(userName: string, clientAddress: string): ThrottleKeys {
  const client = addressBucket(clientAddress).slice(0, 100);
  return {
    client: { key: `client:${client}`, userName: null, client },
    pair: { key: `pair:${client}|${userName}`, userName, client },
    account: { key: `user:${userName}`, userName, client: null },
  };
}

export type Reservation =
  { locked: false; delayMs: number } | { locked: true; retryAfterSeconds: number };

/**
 * Counts this attempt as a failure before the password is checked, in one atomic statement
 * per key, so concurrent attempts cannot slip past the limit between a check and a write:
 * the 11th attempt of a window from one client on one name is refused, however many arrive
 * at once. A success gives the attempt back (`forgiveAttempt`). The client's bucket is taken
 * first, and a locked bucket does not touch the next, so a locked client adds nothing to the
 * name's delay. The delay comes from the name's failures before this attempt.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKeys): Promise<Reservation> {
  for (const [bucket, allowed] of [
    [keys.client, SIGN_IN_CLIENT_FAILURES_ALLOWED],
    [keys.pair, SIGN_IN_FAILURES_ALLOWED],
  ] as const) {
    const row = await reserve(db, bucket);
    if (row.failures > allowed)
      return {
        locked: true,
        retryAfterSeconds: Math.max(1, Math.ceil(row.retry_after_ms / 1000)),
      };
  }
  const account = await reserve(db, keys.account);
  return { locked: false, delayMs: signInDelayMs(account.failures - 1) };
}

/** How long an attempt waits when its user name already failed this often in the window. */
export function signInDelayMs(failuresBefore: number): number {
  const over = failuresBefore - SIGN_IN_DELAY_FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(SIGN_IN_DELAY_MAX_MS, SIGN_IN_DELAY_BASE_MS * 2 ** (over - 1));
}

/** Waits before an attempt is checked and answered (a module export, so tests can watch it). */
export function pauseSignIn(ms: number): Promise<void> {
  return ms > 0 ? sleep(ms) : Promise.resolve();
}

async function reserve(
  db: Database,
  bucket: Bucket,
): Promise<{ failures: number; retry_after_ms: number }> {
  const [row] = await db.query<{ failures: number; retry_after_ms: number }>(
    `INSERT INTO staff_sign_in_throttle AS t (key, window_started_at, failures, user_name, client)
     VALUES ($1, now(), 1, $3, $4)
     ON CONFLICT (key) DO UPDATE SET
       window_started_at = CASE WHEN t.window_started_at <= now() - $2::float8 * interval '1 millisecond'
                                THEN now() ELSE t.window_started_at END,
       failures = CASE WHEN t.window_started_at <= now() - $2::float8 * interval '1 millisecond'
                       THEN 1 ELSE t.failures + 1 END
     RETURNING failures,
       (extract(epoch FROM window_started_at + $2::float8 * interval '1 millisecond' - now()) * 1000)::float8
         AS retry_after_ms`,
    [bucket.key, SIGN_IN_WINDOW_MS, bucket.userName, bucket.client],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/**
 * After a successful sign-in: the name's failures and this client's on the name are
 * forgiven, and the client's count loses this attempt (colleagues behind one office address
 * keep their own typos counted). Other clients' locks on the name stay. In the same
 * statement, windows that have ended and sessions past either end are swept.
 */
export async function forgiveAttempt(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.query(
    `WITH forgiven AS (
       DELETE FROM staff_sign_in_throttle WHERE key = $1 OR key = $2
     ), given_back AS (
       UPDATE staff_sign_in_throttle SET failures = failures - 1 WHERE key = $3 AND failures > 0
     ), ended_windows AS (
       DELETE FROM staff_sign_in_throttle
        WHERE window_started_at <= now() - $4::float8 * interval '1 millisecond'
          AND key <> $1 AND key <> $2 AND key <> $3
     ), ended_sessions AS (
       DELETE FROM staff_sessions
        WHERE expires_at <= now() OR last_seen_at <= now() - $5::float8 * interval '1 millisecond'
     )
     SELECT 1`,
    [keys.account.key, keys.pair.key, keys.client.key, SIGN_IN_WINDOW_MS, SESSION_IDLE_MS],
  );
}

/** An IPv4 address as it is; an IPv6 one by its first 64 bits (IPv4-mapped ones as IPv4). */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
