import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, signInCookie, staffGet } from '#src/testing/staff.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let asm: Awaited<ReturnType<typeof createTestStaff>>;
beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  asm = await createTestStaff(t.db, 'asm', 'sam');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'correct horse battery staple';

const change = (cookie: string, payload: object, address = '192.0.2.50') =>
  t.app.inject({
    method: 'POST',
    url: '/auth/change-password',
    remoteAddress: address,
    headers: { origin: CONSOLE_ORIGIN, cookie },
    payload,
  });

const whoAmI = (cookie: string) => staffGet(t.app, '/auth/session', cookie);

describe('POST /auth/change-password', () => {
  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const cookie = await signInCookie(t.app, 'sam', asm.password);
    const res = await change(cookie, { currentPassword: 'wrong', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.currentPassword', message: 'staff.error.currentPasswordWrong' },
    ]);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    await signInCookie(t.app, 'sam', asm.password);
  });

  it('applies the shared rules: at least 15 characters, different from the current one', async () => {
    const cookie = await signInCookie(t.app, 'sam', asm.password);
    const short = await change(cookie, {
      currentPassword: asm.password,
      newPassword: 'x'.repeat(14),
    });
    expect(short.json().issues).toEqual([
      { field: 'body.newPassword', message: 'staff.error.newPasswordMin' },
    ]);
    const same = await change(cookie, { currentPassword: asm.password, newPassword: asm.password });
    expect(same.json().issues).toEqual([
      { field: 'body.newPassword', message: 'staff.error.newPasswordSame' },
    ]);
  });

  it('changes it, ends the other sessions but not this one, and is audited', async () => {
    const other = await signInCookie(t.app, 'sam', asm.password);
    const cookie = await signInCookie(t.app, 'sam', asm.password);
    const res = await change(cookie, { currentPassword: asm.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    await expect(signInCookie(t.app, 'sam', asm.password)).rejects.toThrow(/401/);
    await signInCookie(t.app, 'sam', NEW_PASSWORD);
    const [entry] = await t.db.query<{ actor: string; details: { otherSessionsEnded: number } }>(
      `SELECT actor_id::text AS actor, details FROM audit_log WHERE action = 'auth.change-password'`,
    );
    expect(entry!.actor).toBe(String(asm.id));
    expect(entry!.details.otherSessionsEnded).toBeGreaterThanOrEqual(1);
  });

  it('needs a session and the console’s Origin', async () => {
    const payload = { currentPassword: NEW_PASSWORD, newPassword: `${NEW_PASSWORD}!` };
    const none = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: { origin: CONSOLE_ORIGIN },
      payload,
    });
    expect(none.statusCode).toBe(401);
    const cookie = await signInCookie(t.app, 'sam', NEW_PASSWORD);
    const wrongOrigin = await t.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: { origin: 'https://evil.example', cookie },
      payload,
    });
    expect(wrongOrigin.statusCode).toBe(403);
  });
});
