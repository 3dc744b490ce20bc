import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPRESS_LIMITS, ExpressLeaderboardSchema } from '@lumen/validation';
import {
  auditLog,
  expressCampaignEntries,
  expressCampaigns,
  expressContractorTimes,
  staffAccounts,
} from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';

/*
 * An ASM files a time-trial entry on the real, migrated test database; the contractors then
 * appear on the public leaderboard under the ASM account's display name. The ASM is the
 * signed-in account (an admin names one), times have a plausible minimum and the day lies in
 * the campaign. Bad input and the wrong role store nothing.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let asm: string;
let asmId: number;
let otherAsmId: number;
let disabledAsmId: number;
let adminId: number;
let admin: string;
let superAdmin: string;
let marketing: string;

async function named(role: 'asm' | 'admin', userName: string, displayName: string) {
  const account = await createTestStaff(t.db, role, userName);
  await t.db.orm.update(staffAccounts).set({ displayName }).where(eq(staffAccounts.id, account.id));
  return account.id;
}

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  asmId = await named('asm', 'niamh', 'Niamh Sheridan');
  asm = await sessionCookieFor(t.db, asmId);
  otherAsmId = await named('asm', 'rhys', 'Rhys Morgan');
  disabledAsmId = await named('asm', 'gone', 'Gone Away');
  await t.db.orm
    .update(staffAccounts)
    .set({ disabled: true })
    .where(eq(staffAccounts.id, disabledAsmId));
  adminId = await named('admin', 'fiona', 'Fiona Quinn');
  admin = await sessionCookieFor(t.db, adminId);
  superAdmin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'super-admin')).id);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  await t.db.orm
    .insert(expressCampaigns)
    .values({ slug: 'express-2025', opensOn: '2025-01-01', closesOn: '2025-06-30' });
});
afterAll(() => t.close());

const ENTRY = {
  wholesaler: 'Électricité Ó Briain',
  country: 'IRELAND',
  startDate: '2025-03-04',
  contractorDetails: [
    { contractor: 'Siobhán Ní Bhriain', minutes: '1', seconds: '02', milliseconds: '345' },
    { contractor: 'Zoë Müller', minutes: 1, seconds: 0, milliseconds: 0 },
  ],
};

function post(payload: unknown, cookie = asm) {
  return t.app.inject({
    method: 'POST',
    url: '/admin/express-campaign',
    headers: { origin: CONSOLE_ORIGIN, cookie },
    payload: payload as object,
  });
}

async function counts() {
  return {
    entries: await t.db.orm.$count(expressCampaignEntries),
    times: await t.db.orm.$count(expressContractorTimes),
    audits: await t.db.orm.$count(auditLog, eq(auditLog.action, 'express-campaign.create')),
  };
}

async function storedEntry(id: number) {
  const [row] = await t.db.orm
    .select()
    .from(expressCampaignEntries)
    .where(eq(expressCampaignEntries.id, id));
  return row!;
}

async function board(wholesaler: string) {
  const res = await t.app.inject({ method: 'GET', url: '/promotions/express-leaderboard' });
  expect(res.statusCode).toBe(200);
  return ExpressLeaderboardSchema.parse(res.json()).content.filter(
    (r) => r.wholesaler === wholesaler,
  );
}

describe('POST /admin/express-campaign', () => {
  it('stores the entry under the signed-in ASM, its times and an audit entry; the board shows them', async () => {
    const res = await post(ENTRY);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number; contractors: number }>();
    expect(res.json()).toEqual({ id, contractors: 2 });
    expect(await storedEntry(id)).toMatchObject({ asmStaffId: asmId, asmName: 'Niamh Sheridan' });

    const times = await t.db.orm
      .select()
      .from(expressContractorTimes)
      .where(eq(expressContractorTimes.entryId, id));
    expect(times.map((r) => [r.contractor, r.timeTakenMs])).toEqual([
      ['Siobhán Ní Bhriain', 62_345],
      ['Zoë Müller', 60_000],
    ]);
    const [audit] = await t.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'express-campaign.create'));
    expect(audit).toMatchObject({
      actorId: asmId,
      targetType: 'express-entry',
      targetId: String(id),
    });
    expect(audit!.details).toMatchObject({
      wholesaler: 'Électricité Ó Briain',
      country: 'IRELAND',
      asmStaffId: asmId,
      asmName: 'Niamh Sheridan',
    });

    const rows = await board('Électricité Ó Briain');
    expect(rows.map((r) => [r.contractor, r.timeTaken, r.asmName])).toEqual([
      ['Zoë Müller', 60_000, 'Niamh Sheridan'],
      ['Siobhán Ní Bhriain', 62_345, 'Niamh Sheridan'],
    ]);
  });

  it('shows the account’s display name as it is now', async () => {
    const res = await post({ ...ENTRY, wholesaler: 'Renamed Wholesale' });
    expect(res.statusCode, res.body).toBe(201);
    await t.db.orm
      .update(staffAccounts)
      .set({ displayName: 'Niamh Sheridan-Byrne' })
      .where(eq(staffAccounts.id, asmId));
    try {
      expect((await board('Renamed Wholesale')).map((r) => r.asmName)).toEqual([
        'Niamh Sheridan-Byrne',
        'Niamh Sheridan-Byrne',
      ]);
    } finally {
      await t.db.orm
        .update(staffAccounts)
        .set({ displayName: 'Niamh Sheridan' })
        .where(eq(staffAccounts.id, asmId));
    }
  });

  it('takes an ASM’s own id, and refuses an ASM filing under another ASM (403), storing nothing', async () => {
    expect((await post({ ...ENTRY, asmStaffId: asmId })).statusCode).toBe(201);
    const before = await counts();
    const res = await post({ ...ENTRY, asmStaffId: otherAsmId });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe('express.error.asmNotYours');
    expect(await counts()).toEqual(before);
  });

  it('lets an admin and a super admin file under an active ASM account they choose', async () => {
    for (const [cookie, wholesaler] of [
      [admin, 'Admin Filed'],
      [superAdmin, 'Super Filed'],
    ] as const) {
      const res = await post({ ...ENTRY, wholesaler, asmStaffId: otherAsmId }, cookie);
      expect(res.statusCode, res.body).toBe(201);
      expect(await storedEntry(res.json().id)).toMatchObject({
        asmStaffId: otherAsmId,
        asmName: 'Rhys Morgan',
      });
      expect((await board(wholesaler)).map((r) => r.asmName)).toEqual([
        'Rhys Morgan',
        'Rhys Morgan',
      ]);
    }
    const [audit] = await t.db.orm.select().from(auditLog).where(eq(auditLog.actorId, adminId));
    // Who filed it (the admin) and whose visit it was (the ASM) are both on record.
    expect(audit!.details).toMatchObject({ asmStaffId: otherAsmId, wholesaler: 'Admin Filed' });
  });

  it.each([
    ['no ASM', {}, 'express.error.asmRequired'],
    ['a negative id', { asmStaffId: -1 }, 'express.error.asmRequired'],
    ['a disabled ASM account', { asmStaffId: 'disabled' }, 'express.error.asmUnknown'],
    ['an admin account', { asmStaffId: 'admin' }, 'express.error.asmUnknown'],
    ['an unknown account', { asmStaffId: 9_999_999 }, 'express.error.asmUnknown'],
  ])(
    'refuses an admin naming %s (400 beside the ASM), storing nothing',
    async (_, change, message) => {
      const ids: Record<string, number> = { disabled: disabledAsmId, admin: adminId };
      const asmStaffId = (change as { asmStaffId?: number | string }).asmStaffId;
      const payload = {
        ...ENTRY,
        ...(asmStaffId === undefined
          ? {}
          : { asmStaffId: typeof asmStaffId === 'string' ? ids[asmStaffId] : asmStaffId }),
      };
      const before = await counts();
      const res = await post(payload, admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'body.asmStaffId', message }]);
      expect(await counts()).toEqual(before);
    },
  );

  it.each([
    ['59.999 s', { minutes: 0, seconds: 59, milliseconds: 999 }],
    ['0 ms', { minutes: 0, seconds: 0, milliseconds: 0 }],
  ])('refuses a time of %s (under the minimum), storing nothing', async (_, time) => {
    expect(EXPRESS_LIMITS.minTimeMs).toBe(60_000);
    const before = await counts();
    const res = await post({
      ...ENTRY,
      contractorDetails: [ENTRY.contractorDetails[0], { contractor: 'Too Quick', ...time }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.contractorDetails.1.minutes', message: 'express.error.minTime' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('takes the campaign’s first and last days, and refuses a day either side of them', async () => {
    for (const startDate of ['2025-01-01', '2025-06-30'])
      expect((await post({ ...ENTRY, startDate })).statusCode).toBe(201);
    const before = await counts();
    for (const startDate of ['2024-12-31', '2025-07-01', '2019-05-05']) {
      const res = await post({ ...ENTRY, startDate });
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json().issues).toEqual([
        { field: 'body.startDate', message: 'express.error.dateOutsideCampaign' },
      ]);
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['wholesaler', { wholesaler: '' }, 'express.error.wholesalerRequired'],
    ['wholesaler', { wholesaler: 'x'.repeat(41) }, 'express.error.nameMax'],
    ['wholesaler', { wholesaler: '12345' }, 'express.error.nameInvalid'],
    ['country', { country: 'FRANCE' }, 'express.error.countryRequired'],
    ['startDate', { startDate: '2999-01-01' }, 'admin.error.futureDate'],
    ['startDate', { startDate: '' }, 'express.error.dateRequired'],
    ['contractorDetails', { contractorDetails: [] }, 'express.error.contractorsRequired'],
    [
      'contractorDetails.0.contractor',
      { contractorDetails: [{ ...ENTRY.contractorDetails[0], contractor: ' ' }] },
      'express.error.contractorRequired',
    ],
    [
      'contractorDetails.0.seconds',
      { contractorDetails: [{ ...ENTRY.contractorDetails[0], seconds: '60' }] },
      'express.error.seconds',
    ],
  ])('answers 400 naming %s and stores nothing', async (field, change, message) => {
    const before = await counts();
    const res = await post({ ...ENTRY, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([{ field: `body.${field}`, message }]);
    expect(await counts()).toEqual(before);
  });

  it('refuses 51 contractors, a body with unknown fields and the old free ASM name', async () => {
    const before = await counts();
    const many = Array.from({ length: 51 }, () => ENTRY.contractorDetails[0]);
    const res = await post({ ...ENTRY, contractorDetails: many });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.contractorDetails', message: 'express.error.contractorsMax' },
    ]);
    expect((await post({ ...ENTRY, id: 7 })).statusCode).toBe(400);
    expect((await post({ ...ENTRY, asmName: 'Somebody Else' })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses marketing (403) and a caller without a session (401), storing nothing', async () => {
    const before = await counts();
    expect((await post(ENTRY, marketing)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/admin/express-campaign',
      headers: { origin: CONSOLE_ORIGIN },
      payload: ENTRY,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /admin/express-campaign/asm-accounts', () => {
  const get = (cookie: string) => staffGet(t.app, '/admin/express-campaign/asm-accounts', cookie);

  it('lists the active ASM accounts by name for an admin, never other roles or disabled ones', async () => {
    const res = await get(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: asmId, displayName: 'Niamh Sheridan' },
      { id: otherAsmId, displayName: 'Rhys Morgan' },
    ]);
  });

  it('is refused to an ASM (403)', async () => {
    expect((await get(asm)).statusCode).toBe(403);
  });
});
