import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  sessionCookieFor,
  signInCookie,
  staffGet,
  staffHeaders,
} from '#src/testing/staff.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let root: Awaited<ReturnType<typeof createTestStaff>>;
let rootCookie: string;
beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  root = await createTestStaff(t.db, 'super-admin', 'root');
  rootCookie = await sessionCookieFor(t.db, root.id);
});
afterAll(() => t.close());

function admin(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  cookie = rootCookie,
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: '203.0.113.5',
    headers: staffHeaders(cookie, { origin: CONSOLE_ORIGIN }),
    ...(payload ? { payload } : {}),
  });
}

const whoAmI = (cookie: string) => staffGet(t.app, '/auth/session', cookie);

describe('staff accounts (super admins)', () => {
  it('creates an account with a generated password that signs in, audited with its creator', async () => {
    const res = await admin('POST', '/admin/staff', {
      userName: 'Sales.Lead',
      displayName: 'Sales Lead',
      role: 'asm',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { account, password } = res.json();
    expect(account).toMatchObject({ userName: 'sales.lead', role: 'asm', disabled: false });
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const cookie = await signInCookie(t.app, 'sales.lead', password);
    expect((await whoAmI(cookie)).json().cards).toEqual([
      'express-campaign',
      'express-leaderboard',
    ]);

    const log = await admin('GET', '/admin/audit-log?action=staff.create&actor=root');
    expect(log.json().content[0]).toMatchObject({
      actor: { id: root.id, userName: 'root' },
      clientAddress: '203.0.113.5',
      action: 'staff.create',
      target: { type: 'staff', id: String(account.id) },
      details: { userName: 'sales.lead', displayName: 'Sales Lead', role: 'asm' },
    });
    expect(JSON.stringify(log.json())).not.toContain(password);
  });

  it('refuses a taken user name (409) and bad fields (400 naming each)', async () => {
    const taken = await admin('POST', '/admin/staff', {
      userName: 'root',
      displayName: 'Again',
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This user name is already taken');
    const bad = await admin('POST', '/admin/staff', {
      userName: "x' OR '1'='1",
      displayName: 'y'.repeat(101),
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { field: 'body.userName', message: 'staff.error.userNamePattern' },
      { field: 'body.displayName', message: 'staff.error.displayNameMax' },
      { field: 'body.role', message: 'staff.error.role' },
    ]);
  });

  it('lists every account without a password hash', async () => {
    const res = await admin('GET', '/admin/staff');
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((a: { userName: string }) => a.userName)).toContain('root');
    expect(res.body).not.toContain('argon2');
  });

  it('resets a password: the new one works, the old one and its sessions do not', async () => {
    const user = await createTestStaff(t.db, 'marketing', 'forgetful');
    const session = await signInCookie(t.app, 'forgetful', user.password);
    const res = await admin('POST', `/admin/staff/${user.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    const { password } = res.json();
    expect(password).not.toBe(user.password);
    expect((await whoAmI(session)).statusCode).toBe(401);
    await expect(signInCookie(t.app, 'forgetful', user.password)).rejects.toThrow(/401/);
    await signInCookie(t.app, 'forgetful', password);
    expect((await admin('POST', '/admin/staff/999999/reset-password')).statusCode).toBe(404);
  });

  it('changes a role for the account’s next request, and disabling ends its sessions', async () => {
    const user = await createTestStaff(t.db, 'asm', 'promoted');
    const session = await sessionCookieFor(t.db, user.id);
    expect((await admin('GET', '/admin/staff', undefined, session)).statusCode).toBe(403);
    const res = await admin('PATCH', `/admin/staff/${user.id}`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', disabled: false });
    expect((await admin('GET', '/admin/audit-log', undefined, session)).statusCode).toBe(403);
    expect((await admin('GET', '/admin/ziigna-details', undefined, session)).statusCode).toBe(200);

    expect((await admin('PATCH', `/admin/staff/${user.id}`, { disabled: true })).statusCode).toBe(
      200,
    );
    expect((await whoAmI(session)).statusCode).toBe(401);
    const log = await admin('GET', '/admin/audit-log?action=staff.update&size=2');
    expect(log.json().content.map((e: { details: unknown }) => e.details)).toEqual([
      { userName: 'promoted', changes: { disabled: { from: false, to: true } } },
      { userName: 'promoted', changes: { role: { from: 'asm', to: 'admin' } } },
    ]);
  });

  it('lets a super admin make another, but not reset, disable or demote one (403)', async () => {
    const peer = await createTestStaff(t.db, 'marketing', 'peer');
    const made = await admin('PATCH', `/admin/staff/${peer.id}`, { role: 'super-admin' });
    expect(made.json()).toMatchObject({ role: 'super-admin' });
    const session = await sessionCookieFor(t.db, peer.id);
    for (const [method, url, body] of [
      ['PATCH', `/admin/staff/${peer.id}`, { disabled: true }],
      ['PATCH', `/admin/staff/${peer.id}`, { role: 'admin' }],
      ['POST', `/admin/staff/${peer.id}/reset-password`, undefined],
    ] as const) {
      const res = await admin(method, url, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(403);
      expect(res.json().message).toBe(
        'Another super admin’s role, status and password can only be changed with the staff command on the server',
      );
    }
    // Nothing changed: the peer is still a signed-in super admin with the same password.
    expect((await whoAmI(session)).json().user.role).toBe('super-admin');
    await signInCookie(t.app, 'peer', peer.password);
    // The display name is not access, and may be changed.
    expect(
      (await admin('PATCH', `/admin/staff/${peer.id}`, { displayName: 'Peer' })).json(),
    ).toMatchObject({ displayName: 'Peer', role: 'super-admin' });
  });

  it('keeps a super admin from demoting or disabling themselves', async () => {
    for (const change of [{ role: 'admin' }, { disabled: true }]) {
      const res = await admin('PATCH', `/admin/staff/${root.id}`, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'You cannot change your own role or disable your own account',
      );
    }
    expect(
      (await admin('PATCH', `/admin/staff/${root.id}`, { displayName: 'Root' })).json(),
    ).toMatchObject({ displayName: 'Root', role: 'super-admin' });
  });

  it('answers bad ids and empty changes with a 400 naming the field', async () => {
    const id = await admin('PATCH', '/admin/staff/abc', { disabled: true });
    expect(id.statusCode).toBe(400);
    expect(id.json().issues).toEqual([{ field: 'params.id', message: 'staff.error.id' }]);
    const minus = await admin('POST', '/admin/staff/-1/reset-password');
    expect(minus.json().issues).toEqual([{ field: 'params.id', message: 'staff.error.id' }]);
    const empty = await admin('PATCH', `/admin/staff/${root.id}`, {});
    expect(empty.json().issues).toEqual([{ field: 'body', message: 'staff.error.noChange' }]);
    const unknown = await admin('PATCH', `/admin/staff/${root.id}`, { password: 'mine' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /admin/audit-log', () => {
  it('pages newest first, and filters by action, actor and day', async () => {
    const all = await admin('GET', '/admin/audit-log?size=3');
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.content).toHaveLength(3);
    expect(page.totalElements).toBeGreaterThan(3);
    const ids = page.content.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = (await admin('GET', '/admin/audit-log?size=3&page=1')).json();
    expect(next.content[0].id).toBeLessThan(ids[2]);

    const today = new Date().toISOString().slice(0, 10);
    const day = await admin('GET', `/admin/audit-log?startDate=${today}&endDate=${today}`);
    expect(day.json().totalElements).toBe(page.totalElements);
    const before = await admin('GET', '/admin/audit-log?endDate=2020-01-01');
    expect(before.json()).toEqual({ content: [], totalElements: 0 });
    const nobody = await admin('GET', '/admin/audit-log?actor=nobody');
    expect(nobody.json().totalElements).toBe(0);
    const signIns = (await admin('GET', '/admin/audit-log?action=auth.sign-in')).json();
    expect(signIns.content.every((e: { action: string }) => e.action === 'auth.sign-in')).toBe(
      true,
    );
  });

  it('refuses page −1, page 10⁹, a size over 100, reversed and future dates, naming the field', async () => {
    const cases: [string, string, string][] = [
      ['page=-1', 'querystring.page', 'admin.error.page'],
      ['page=1000000000', 'querystring.page', 'admin.error.page'],
      ['size=1000', 'querystring.size', 'admin.error.size'],
      ['startDate=2026-03-02&endDate=2026-03-01', 'querystring.endDate', 'admin.error.dateRange'],
      ['startDate=2999-01-01', 'querystring.startDate', 'admin.error.futureDate'],
      ['action=staff.delete', 'querystring.action', 'admin.error.action'],
      ["actor=' OR 1=1 --&startDate=x", 'querystring.startDate', 'admin.error.date'],
    ];
    for (const [query, field, message] of cases) {
      const res = await admin('GET', `/admin/audit-log?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues, query).toEqual([{ field, message }]);
    }
  });

  it('has no route that changes an entry, and the database refuses UPDATE, DELETE, TRUNCATE', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/admin/audit-log',
        headers: { origin: CONSOLE_ORIGIN, cookie: rootCookie },
      });
      expect(res.statusCode, method).toBe(404);
    }
    for (const sql of [
      "UPDATE audit_log SET action = 'auth.sign-out'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
    ]) {
      await expect(t.db.query(sql), sql).rejects.toMatchObject({ code: '42501' });
    }
    expect((await admin('GET', '/admin/audit-log')).json().totalElements).toBeGreaterThan(0);
  });
});

describe('the OpenAPI document', () => {
  it('describes every staff route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/sign-in',
        '/auth/sign-out',
        '/auth/session',
        '/admin/audit-log',
        '/admin/audit-log/export',
        '/admin/staff',
        '/admin/staff/{id}',
        '/admin/staff/{id}/reset-password',
      ]),
    );
  });
});
