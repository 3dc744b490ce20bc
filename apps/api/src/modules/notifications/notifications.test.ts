import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS } from '@lumen/validation';
import { auditLog, notificationSettings } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import { notificationsSeeder } from './seed-notifications.ts';

/*
 * The customer notification setting on a real, migrated database: the list whose first
 * element is the setting, the change with its audit entry, the message at and past its
 * limit, the message required while the flag is on, and who may call it (super admins).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let superAdmin: string;
let admin: string;
let superAdminId: number;
let settingId: number;

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  superAdminId = (await createTestStaff(t.db, 'super-admin')).id;
  superAdmin = await sessionCookieFor(t.db, superAdminId);
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  await notificationsSeeder.run(t.db, { dataDir: t.dataDir, catalogueSize: 0 });
  // Seeding again adds nothing: the first element stays the one setting.
  await notificationsSeeder.run(t.db, { dataDir: t.dataDir, catalogueSize: 0 });
  const [row] = await t.db.orm.select().from(notificationSettings);
  settingId = row!.id;
});
afterAll(() => t.close());

const GOOD = () => ({
  notificationId: settingId,
  notificationFlag: true,
  notificationType: 'loyalty-app',
  notificationMessage: 'Double points this weekend.',
});

function post(payload: unknown, cookie = superAdmin, origin = CONSOLE_ORIGIN) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/notification-control',
    headers: { cookie, origin },
    payload: payload as object,
  });
}

const getAll = (cookie = superAdmin) => staffGet(t.app, '/customer/notification-get-all', cookie);

const stored = async () => (await t.db.orm.select().from(notificationSettings))[0]!;

beforeEach(async () => {
  await t.db.orm.update(notificationSettings).set({
    notificationFlag: false,
    notificationType: 'loyalty-app',
    notificationMessage: 'Kept while off.',
  });
});

describe('GET /customer/notification-get-all', () => {
  it('answers an array whose first element is the setting', async () => {
    const res = await getAll();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        notificationId: settingId,
        notificationFlag: false,
        notificationType: 'loyalty-app',
        notificationMessage: 'Kept while off.',
      },
    ]);
  });

  it('is for super admins only: 401 without a session, 403 to an admin', async () => {
    expect((await getAll('')).statusCode).toBe(401);
    expect((await getAll(admin)).statusCode).toBe(403);
  });
});

describe('POST /customer/notification-control', () => {
  it('changes the setting, answers it and records before and after in the audit log', async () => {
    const res = await post({ ...GOOD(), notificationMessage: '  Double points this weekend.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(GOOD());
    expect(await stored()).toMatchObject({
      notificationFlag: true,
      notificationMessage: 'Double points this weekend.',
    });
    const entries = (await t.db.orm.select().from(auditLog)).filter(
      (e) => e.action === 'notifications.update',
    );
    expect(entries.at(-1)).toMatchObject({
      actorId: superAdminId,
      targetType: 'notification-setting',
      targetId: String(settingId),
      details: {
        before: { notificationFlag: false, notificationMessage: 'Kept while off.' },
        after: { notificationFlag: true, notificationMessage: 'Double points this weekend.' },
      },
    });
  });

  it(`takes a message of exactly ${NOTIFICATION_LIMITS.messageMax} characters, with line ends`, async () => {
    const exact = 'x\n' + 'é'.repeat(NOTIFICATION_LIMITS.messageMax - 2);
    const res = await post({ ...GOOD(), notificationMessage: exact });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored()).notificationMessage).toBe(exact);
  });

  it('keeps the message, even empty, while the flag is off', async () => {
    const res = await post({ ...GOOD(), notificationFlag: false, notificationMessage: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toMatchObject({ notificationFlag: false, notificationMessage: '' });
  });

  it.each([
    [
      'a message one past the limit',
      { notificationMessage: 'é'.repeat(NOTIFICATION_LIMITS.messageMax + 1) },
    ],
    ['no message while the flag is on', { notificationMessage: '' }],
    ['only spaces while the flag is on', { notificationMessage: '   ' }],
    ['a control character in the message', { notificationMessage: 'a\u0000b' }],
    ['a type past its limit', { notificationType: 't'.repeat(NOTIFICATION_LIMITS.typeMax + 1) }],
    ['an empty type', { notificationType: '' }],
    ['a flag that is not a boolean', { notificationFlag: 'true' }],
    ['an id of 0', { notificationId: 0 }],
    ['an id as text', { notificationId: '1' }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s with 400 and changes nothing', async (_what, change) => {
    const before = await stored();
    const res = await post({ ...GOOD(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('names the required message by its key', async () => {
    const res = await post({ ...GOOD(), notificationMessage: '' });
    expect(res.json().issues).toEqual([
      expect.objectContaining({
        field: 'body.notificationMessage',
        message: 'admin.error.notificationMessageRequired',
      }),
    ]);
  });

  it('answers 404 to an unknown id and changes nothing', async () => {
    const before = await stored();
    const res = await post({ ...GOOD(), notificationId: settingId + 1000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such notification setting');
    expect(await stored()).toEqual(before);
  });

  it('refuses an admin (403), no session (401) and another origin (403), changing nothing', async () => {
    const before = await stored();
    expect((await post(GOOD(), admin)).statusCode).toBe(403);
    expect((await post(GOOD(), '')).statusCode).toBe(401);
    expect((await post(GOOD(), superAdmin, 'https://evil.example')).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
