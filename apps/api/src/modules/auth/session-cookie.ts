import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/** A session ends 30 minutes after its last request (sliding) … */
export const SESSION_IDLE_MS = 30 * 60_000;
/** … and 12 hours after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/**
 * How stale `last_seen_at` may be before a request writes it again: one write a minute per
 * busy session instead of one per request, at the price of an idle end up to a minute early.
 */
export const SESSION_TOUCH_EVERY_MS = 60_000;

/** 32 random bytes, base64url: what the cookie carries. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table stores instead of the id (SHA-256, hex): a leaked table signs nobody in. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** A cookie value that could be a session id; anything else is not looked up at all. */
export function isSessionId(value: string | undefined): value is string {
  return value !== undefined && SESSION_ID.test(value);
}

export type SessionCookie = { name: string; options: CookieSerializeOptions };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The staff session cookie: HttpOnly, SameSite=Strict, Path=/, and Secure unless the console
 * is served over plain HTTP on this machine (http://localhost:3001 in development, where
 * Safari would otherwise drop it). A Secure cookie takes the `__Host-` prefix, which browsers
 * only accept from HTTPS, on this exact host, for the whole path: no subdomain can set or
 * shadow it (docs/decisions/029).
 */
export function sessionCookie(adminOrigin: string | undefined): SessionCookie {
  const local = adminOrigin !== undefined && isLocalHttp(adminOrigin);
  return {
    name: local ? 'lumen_staff' : '__Host-lumen_staff',
    options: { path: '/', httpOnly: true, sameSite: 'strict', secure: !local },
  };
}

function isLocalHttp(origin: string): boolean {
  const url = new URL(origin);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
