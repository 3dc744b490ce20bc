import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import type * as Throttle from './sign-in-throttle.ts';

vi.mock('./sign-in-throttle.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Throttle>();
  return { ...real, pauseSignIn: vi.fn(async () => {}) };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let rootCookie: string;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  const root = await createTestStaff(t.db, 'super-admin', 'root');
  rootCookie = await sessionCookieFor(t.db, root.id);
  adminCookie = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin', 'ada')).id);
  await createTestStaff(t.db, 'asm', 'target');
});
afterAll(() => t.close());

const signIn = (userName: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    remoteAddress: address,
    headers: { origin: CONSOLE_ORIGIN },
    payload: { userName, password },
  });

const locks = (cookie = rootCookie) => staffGet(t.app, '/admin/sign-in-locks', cookie);

const clear = (payload: object, cookie = rootCookie) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/sign-in-locks/clear',
    remoteAddress: '203.0.113.9',
    headers: { origin: CONSOLE_ORIGIN, cookie },
    payload,
  });

describe('sign-in locks (super admins)', () => {
  it('lists the addresses locked out of a name, and of every name, with when each lock ends', async () => {
    for (let i = 0; i < 11; i++) await signIn('target', `guess-${i}`, '198.51.100.7');
    for (let i = 0; i < 21; i++) await signIn(`n-${i}`, 'x', '198.51.100.8');
    // Nine failures lock nothing, and a name's own count is not a lock.
    for (let i = 0; i < 9; i++) await signIn('target', 'x', '198.51.100.9');
    const res = await locks();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    const withoutEnd = ({ userName, client, failures }: Record<string, unknown>) => ({
      userName,
      client,
      failures,
    });
    expect(body.content.map(withoutEnd)).toEqual(
      expect.arrayContaining([
        { userName: 'target', client: '198.51.100.7', failures: 11 },
        { userName: null, client: '198.51.100.8', failures: 21 },
      ]),
    );
    expect(body.totalElements).toBe(2);
    for (const lock of body.content)
      expect(Date.parse(lock.lockedUntil) - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('lifts a lock, audited, so that address may sign in again', async () => {
    const res = await clear({ userName: 'Target', client: '198.51.100.7' });
    expect(res.statusCode).toBe(204);
    expect((await locks()).json().content).toEqual([
      expect.objectContaining({ userName: null, client: '198.51.100.8' }),
    ]);
    expect((await signIn('target', 'x', '198.51.100.7')).statusCode).toBe(401);
    const [entry] = await t.db.query<{ action: string; details: object; client: string }>(
      `SELECT action, details, host(client_address) AS client FROM audit_log
        WHERE action = 'auth.clear-sign-in-lock'`,
    );
    expect(entry).toEqual({
      action: 'auth.clear-sign-in-lock',
      details: { userName: 'target', client: '198.51.100.7', failures: 11 },
      client: '203.0.113.9',
    });
    // The address locked out of every name.
    expect((await clear({ userName: null, client: '198.51.100.8' })).statusCode).toBe(204);
    expect((await signIn('n-0', 'x', '198.51.100.8')).statusCode).toBe(401);
  });

  it('answers 404 for a lock that is not there and 400 for a bad body', async () => {
    const missing = await clear({ userName: 'nobody', client: '192.0.2.1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such sign-in lock (it may have ended)');
    const bad = await clear({ userName: 'x', client: '' });
    expect(bad.json().issues).toEqual([
      { field: 'body.client', message: 'staff.error.lockClient' },
    ]);
  });

  it('is for super admins only', async () => {
    expect((await locks(adminCookie)).statusCode).toBe(403);
    expect((await clear({ userName: null, client: '198.51.100.8' }, adminCookie)).statusCode).toBe(
      403,
    );
  });
});
