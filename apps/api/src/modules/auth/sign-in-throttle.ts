import { isIPv6 } from 'node:net';
import type { Database } from '#src/db/client.ts';
import { SESSION_IDLE_MS } from './session-cookie.ts';

/** Failed sign-ins allowed per account and per client in one window … */
export const SIGN_IN_FAILURES_ALLOWED = 10;
/** … which starts at the first failure and lasts 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export type ThrottleKeys = { client: string; account: string };

/**
 * The two buckets a sign-in counts in: the user name as typed (lowered), whether or not an
 * account has it, so a lock reveals nothing; and the client address, IPv6 by its /64 like
 * the rate-limit plugin, so one host cannot walk its own subnet.
 */
export function throttleKeys(userName: string, clientAddress: string): ThrottleKeys {
  return { client: `client:${addressBucket(clientAddress)}`, account: `user:${userName}` };
}

export type Reservation = { locked: false } | { locked: true; retryAfterSeconds: number };

/**
 * Counts this attempt as a failure before the password is checked, in one atomic statement
 * per key, so concurrent attempts cannot slip past the limit between a check and a write:
 * the 11th attempt of a window is refused, however many arrive at once. A success gives the
 * attempt back (`forgiveAttempt`). The client's bucket is taken first, and a locked client
 * does not touch the account's bucket, so one flooding address cannot lock someone else out
 * by itself for longer than its own lock.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKeys): Promise<Reservation> {
  for (const key of [keys.client, keys.account]) {
    const reservation = await reserve(db, key);
    if (reservation.locked) return reservation;
  }
  return { locked: false };
}

async function reserve(db: Database, key: string): Promise<Reservation> {
  const [row] = await db.query<{ failures: number; retry_after_ms: number }>(
    `INSERT INTO staff_sign_in_throttle AS t (key, window_started_at, failures)
     VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       window_started_at = CASE WHEN t.window_started_at <= now() - $2::float8 * interval '1 millisecond'
                                THEN now() ELSE t.window_started_at END,
       failures = CASE WHEN t.window_started_at <= now() - $2::float8 * interval '1 millisecond'
                       THEN 1 ELSE t.failures + 1 END
     RETURNING failures,
       (extract(epoch FROM window_started_at + $2::float8 * interval '1 millisecond' - now()) * 1000)::float8
         AS retry_after_ms`,
    [key, SIGN_IN_WINDOW_MS],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  if (row.failures <= SIGN_IN_FAILURES_ALLOWED) return { locked: false };
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(row.retry_after_ms / 1000)) };
}

/**
 * After a successful sign-in: the account's failures are forgiven, and the client's count
 * loses this attempt (colleagues behind one office address keep their own typos counted).
 * In the same statement, windows that have ended and sessions past either end are swept.
 */
export async function forgiveAttempt(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.query(
    `WITH forgiven AS (
       DELETE FROM staff_sign_in_throttle WHERE key = $1
     ), given_back AS (
       UPDATE staff_sign_in_throttle SET failures = failures - 1 WHERE key = $2 AND failures > 0
     ), ended_windows AS (
       DELETE FROM staff_sign_in_throttle
        WHERE window_started_at <= now() - $3::float8 * interval '1 millisecond'
          AND key <> $1 AND key <> $2
     ), ended_sessions AS (
       DELETE FROM staff_sessions
        WHERE expires_at <= now() OR last_seen_at <= now() - $4::float8 * interval '1 millisecond'
     )
     SELECT 1`,
    [keys.account, keys.client, SIGN_IN_WINDOW_MS, SESSION_IDLE_MS],
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
