import type { StaffRole } from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import {
  hashSessionId,
  isSessionId,
  SESSION_IDLE_MS,
  SESSION_TOUCH_EVERY_MS,
} from './session-cookie.ts';

/** The signed-in staff member behind a request. */
export type StaffPrincipal = {
  id: number;
  userName: string;
  displayName: string;
  role: StaffRole;
  sessionHash: string;
  expiresAt: Date;
  lastSeenAt: Date;
};

type Row = {
  id: string;
  user_name: string;
  display_name: string;
  role: StaffRole;
  id_hash: string;
  expires_at: Date | string;
  last_seen_at: Date | string;
};

/**
 * The live session a cookie names: not past its absolute end, used within the idle timeout,
 * of an account that is not disabled. Anything else (no cookie, a malformed or unknown id, an
 * ended session) is no session. The database's clock decides, so every instance agrees.
 */
export async function findSession(
  db: Database,
  sessionId: string | undefined,
): Promise<StaffPrincipal | null> {
  if (!isSessionId(sessionId)) return null;
  const [row] = await db.query<Row>(
    `SELECT a.id::text AS id, a.user_name, a.display_name, a.role, s.id_hash, s.expires_at, s.last_seen_at
       FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
      WHERE s.id_hash = $1 AND s.expires_at > now()
        AND s.last_seen_at > now() - $2::float8 * interval '1 millisecond'
        AND NOT a.disabled`,
    [hashSessionId(sessionId), SESSION_IDLE_MS],
    { prepare: true },
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    userName: row.user_name,
    displayName: row.display_name,
    role: row.role,
    sessionHash: row.id_hash,
    expiresAt: new Date(row.expires_at),
    lastSeenAt: new Date(row.last_seen_at),
  };
}

/**
 * Moves the idle end on: called once a request is let through (a refused one changes
 * nothing). Written at most once a minute per session (SESSION_TOUCH_EVERY_MS).
 */
export async function touchSession(db: Database, principal: StaffPrincipal): Promise<void> {
  const [row] = await db.query<{ last_seen_at: Date | string }>(
    `UPDATE staff_sessions SET last_seen_at = now()
      WHERE id_hash = $1 AND last_seen_at <= now() - $2::float8 * interval '1 millisecond'
      RETURNING last_seen_at`,
    [principal.sessionHash, SESSION_TOUCH_EVERY_MS],
    { prepare: true },
  );
  if (row) principal.lastSeenAt = new Date(row.last_seen_at);
}
