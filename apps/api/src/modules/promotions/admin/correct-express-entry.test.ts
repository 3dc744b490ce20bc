import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExpressAdminEntriesSchema, ExpressLeaderboardSchema } from '@lumen/validation';
import {
  auditLog,
  expressCampaignEntries,
  expressCampaigns,
  expressContractorTimes,
} from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';

/*
 * An admin corrects a filed entry (times, wholesaler, day) or withdraws it from the public
 * board; both are audited with the values and the reason, a withdrawn entry is kept (and
 * listed for the console) but off the board, and ASMs can do neither.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let asm: string;
let admin: string;
let adminId: number;
let entryId: number;
let timeIds: number[];

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  asm = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'asm')).id);
  adminId = (await createTestStaff(t.db, 'admin')).id;
  admin = await sessionCookieFor(t.db, adminId);
  await t.db.orm
    .insert(expressCampaigns)
    .values({ slug: 'express-2025', opensOn: '2025-01-01', closesOn: '2025-06-30' });
});
afterAll(() => t.close());

/** Each test's entry has its own wholesaler, so the board's rows of it are that entry's. */
let WHOLESALER = '';
let run = 0;

/** A fresh entry of two contractors (1:30.000 and 2:00.000), filed by the ASM. */
beforeEach(async () => {
  WHOLESALER = `Dépôt Électrique ${String.fromCharCode(65 + run++)}`;
  const res = await send('/admin/express-campaign', asm, {
    wholesaler: WHOLESALER,
    country: 'IRELAND',
    startDate: '2025-03-04',
    contractorDetails: [
      { contractor: 'Aoife Quick', minutes: 1, seconds: 30, milliseconds: 0 },
      { contractor: 'Brendan Steady', minutes: 2, seconds: 0, milliseconds: 0 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  entryId = res.json().id;
  timeIds = (
    await t.db.orm
      .select({ id: expressContractorTimes.id })
      .from(expressContractorTimes)
      .where(eq(expressContractorTimes.entryId, entryId))
      .orderBy(expressContractorTimes.id)
  ).map((r) => r.id);
});

function send(url: string, cookie: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: CONSOLE_ORIGIN, cookie },
    payload,
  });
}
const correct = (payload: object, cookie = admin, id = entryId) =>
  send(`/admin/express-campaign/${id}/correct`, cookie, payload);
const withdraw = (payload: object, cookie = admin, id = entryId) =>
  send(`/admin/express-campaign/${id}/withdraw`, cookie, payload);

const CORRECTION = () => ({
  wholesaler: 'Dépôt Électrique Nord',
  startDate: '2025-03-05',
  times: [{ id: timeIds[0]!, minutes: 3, seconds: 1, milliseconds: 500 }],
  reason: 'Minutes and seconds were swapped on the sheet',
});

async function entryState(id = entryId) {
  const [entry] = await t.db.orm
    .select()
    .from(expressCampaignEntries)
    .where(eq(expressCampaignEntries.id, id));
  const times = await t.db.orm
    .select({
      contractor: expressContractorTimes.contractor,
      ms: expressContractorTimes.timeTakenMs,
    })
    .from(expressContractorTimes)
    .where(eq(expressContractorTimes.entryId, id))
    .orderBy(expressContractorTimes.id);
  return { entry, times };
}

const auditsOf = (action: string, id = entryId) =>
  t.db.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

async function boardRows(wholesaler: string) {
  const res = await t.app.inject({ method: 'GET', url: '/promotions/express-leaderboard' });
  return ExpressLeaderboardSchema.parse(res.json()).content.filter(
    (r) => r.wholesaler === wholesaler,
  );
}

describe('POST /admin/express-campaign/:id/correct', () => {
  it('changes the wholesaler, day and the named time, and audits before, after and why', async () => {
    const res = await correct(CORRECTION());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: entryId, contractors: 2 });
    const { entry, times } = await entryState();
    expect(entry).toMatchObject({ wholesaler: 'Dépôt Électrique Nord', startDate: '2025-03-05' });
    // The named time is corrected; the one not listed stays as it was.
    expect(times).toEqual([
      { contractor: 'Aoife Quick', ms: 181_500 },
      { contractor: 'Brendan Steady', ms: 120_000 },
    ]);
    const [audit, ...more] = await auditsOf('express-campaign.correct');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actorId: adminId, targetType: 'express-entry' });
    expect(audit!.details).toEqual({
      reason: 'Minutes and seconds were swapped on the sheet',
      before: {
        wholesaler: WHOLESALER,
        startDate: '2025-03-04',
        times: [{ id: timeIds[0], timeTakenMs: 90_000 }],
      },
      after: {
        wholesaler: 'Dépôt Électrique Nord',
        startDate: '2025-03-05',
        times: [{ id: timeIds[0], timeTakenMs: 181_500 }],
      },
    });
    expect((await boardRows('Dépôt Électrique Nord')).map((r) => r.timeTaken)).toEqual([
      120_000, 181_500,
    ]);
  });

  it.each([
    [
      'a time under the minimum',
      () => ({ times: [{ id: timeIds[0]!, minutes: 0, seconds: 5, milliseconds: 0 }] }),
      { field: 'body.times.0.minutes', message: 'express.error.minTime' },
    ],
    [
      'a day outside the campaign',
      () => ({ startDate: '2025-07-01' }),
      { field: 'body.startDate', message: 'express.error.dateOutsideCampaign' },
    ],
    [
      'a day in the future',
      () => ({ startDate: '2999-01-01' }),
      { field: 'body.startDate', message: 'admin.error.futureDate' },
    ],
    [
      'a time of another entry',
      () => ({ times: [{ id: 9_999_999, minutes: 2, seconds: 0, milliseconds: 0 }] }),
      { field: 'body.times.0.id', message: 'express.error.timeNotOnEntry' },
    ],
    [
      'no reason',
      () => ({ reason: '  ' }),
      { field: 'body.reason', message: 'express.error.reasonRequired' },
    ],
  ])('refuses %s (400), changing nothing', async (_, change, issue) => {
    const before = await entryState();
    const res = await correct({ ...CORRECTION(), ...change() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([issue]);
    expect(await entryState()).toEqual(before);
    expect(await auditsOf('express-campaign.correct')).toEqual([]);
  });

  it('refuses an ASM (403) and an unknown entry (404), changing nothing', async () => {
    const before = await entryState();
    expect((await correct(CORRECTION(), asm)).statusCode).toBe(403);
    const missing = await correct(CORRECTION(), admin, 9_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('express.error.entryNotFound');
    expect(await entryState()).toEqual(before);
    expect(await auditsOf('express-campaign.correct')).toEqual([]);
  });
});

describe('POST /admin/express-campaign/:id/withdraw', () => {
  it('takes the entry off the public board, keeps it and its times, and audits what it showed', async () => {
    expect(await boardRows(WHOLESALER)).toHaveLength(2);
    const res = await withdraw({ reason: 'Times entered twice' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await boardRows(WHOLESALER)).toEqual([]);
    const board = ExpressLeaderboardSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/promotions/express-leaderboard' })).json(),
    );
    expect(board.content.map((r) => r.wholesaler)).not.toContain(WHOLESALER);

    const { entry, times } = await entryState();
    expect(entry).toMatchObject({ withdrawnBy: adminId, wholesaler: WHOLESALER });
    expect(entry!.withdrawnAt).toBeInstanceOf(Date);
    expect(times).toHaveLength(2);
    const [audit] = await auditsOf('express-campaign.withdraw');
    expect(audit).toMatchObject({ actorId: adminId, targetType: 'express-entry' });
    expect(audit!.details).toMatchObject({
      reason: 'Times entered twice',
      entry: {
        wholesaler: WHOLESALER,
        startDate: '2025-03-04',
        times: [
          { contractor: 'Aoife Quick', timeTakenMs: 90_000 },
          { contractor: 'Brendan Steady', timeTakenMs: 120_000 },
        ],
      },
    });

    // The console's list keeps it, marked withdrawn.
    const list = await staffGet(t.app, '/admin/express-campaign', admin);
    expect(list.statusCode, list.body).toBe(200);
    const listed = ExpressAdminEntriesSchema.parse(list.json()).content.find(
      (e) => e.id === entryId,
    );
    expect(listed).toMatchObject({ wholesaler: WHOLESALER, withdrawnAt: expect.any(String) });
    expect(listed!.contractors.map((c) => c.timeTaken)).toEqual([90_000, 120_000]);
  });

  it('refuses to withdraw or correct a withdrawn entry again (409), changing nothing', async () => {
    expect((await withdraw({ reason: 'Duplicate' })).statusCode).toBe(200);
    const before = await entryState();
    for (const res of [await withdraw({ reason: 'Again' }), await correct(CORRECTION())]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('express.error.withdrawn');
    }
    expect(await entryState()).toEqual(before);
    expect(await auditsOf('express-campaign.withdraw')).toHaveLength(1);
  });

  it('refuses an ASM (403), no reason (400) and an unknown entry (404), changing nothing', async () => {
    const before = await entryState();
    expect((await withdraw({ reason: 'Mine' }, asm)).statusCode).toBe(403);
    const noReason = await withdraw({});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([
      { field: 'body.reason', message: 'express.error.reasonRequired' },
    ]);
    expect((await withdraw({ reason: 'Gone' }, admin, 9_999_999)).statusCode).toBe(404);
    expect(await entryState()).toEqual(before);
    expect(await boardRows(WHOLESALER)).toHaveLength(2);
    expect(await auditsOf('express-campaign.withdraw')).toEqual([]);
  });
});

describe('GET /admin/express-campaign', () => {
  it('lists entries newest first with the ASM’s name and each time’s id, for admins only', async () => {
    const list = await staffGet(t.app, '/admin/express-campaign?country=IRELAND', admin);
    const { content, totalElements } = ExpressAdminEntriesSchema.parse(list.json());
    expect(totalElements).toBe(content.length);
    expect(content[0]).toMatchObject({ id: entryId, asmName: 'Test asm', withdrawnAt: null });
    expect(content[0]!.contractors.map((c) => c.id)).toEqual(timeIds);
    expect(content.map((e) => e.id)).toEqual([...content.map((e) => e.id)].sort((a, b) => b - a));
    const refused = await staffGet(t.app, '/admin/express-campaign', asm);
    expect(refused.statusCode).toBe(403);
  });
});
