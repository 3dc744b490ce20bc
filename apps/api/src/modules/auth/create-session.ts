import { sql } from 'drizzle-orm';
import type { Orm } from '#src/db/client.ts';
import { staffSessions } from '#src/db/schema.ts';
import { hashSessionId, newSessionId, SESSION_ABSOLUTE_MS } from './session-cookie.ts';

export type ClientInfo = { clientAddress: string | null; userAgent: string | undefined };

/** Longer user agents are cut: they are for telling sessions apart, not for forensics. */
const USER_AGENT_MAX = 512;

/**
 * Opens a session for an account: a fresh random id for the cookie (never one the browser
 * brought, so a planted id cannot be signed in), its hash stored with the absolute end.
 */
export async function createSession(
  db: Pick<Orm, 'insert'>,
  staffId: number,
  client: ClientInfo,
): Promise<{ id: string; expiresAt: Date; lastSeenAt: Date; sessionHash: string }> {
  const id = newSessionId();
  const [row] = await db
    .insert(staffSessions)
    .values({
      idHash: hashSessionId(id),
      staffId,
      expiresAt: sql`now() + ${SESSION_ABSOLUTE_MS}::float8 * interval '1 millisecond'`,
      clientAddress: client.clientAddress,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })
    .returning({
      idHash: staffSessions.idHash,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
    });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { id, sessionHash: row.idHash, expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt };
}
