import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASM_NAMES, ExpressLeaderboardSchema } from '@lumen/validation';
import { auditLog, expressCampaignEntries, expressContractorTimes } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor } from '#src/testing/staff.ts';

/*
 * Issue 14 point 3: an ASM files a time-trial entry on the real, migrated test database; the
 * contractors then appear on the public leaderboard. Bad input and the wrong role store nothing.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let asm: string;
let asmId: number;
let marketing: string;

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  const account = await createTestStaff(t.db, 'asm');
  asmId = account.id;
  asm = await sessionCookieFor(t.db, account.id);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
});
afterAll(() => t.close());

const ENTRY = {
  asmName: ASM_NAMES[3],
  wholesaler: 'Électricité Ó Briain',
  country: 'IRELAND',
  startDate: '2025-03-04',
  contractorDetails: [
    { contractor: 'Siobhán Ní Bhriain', minutes: '1', seconds: '02', milliseconds: '345' },
    { contractor: 'Zoë Müller', minutes: 0, seconds: 59, milliseconds: 999 },
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

describe('POST /admin/express-campaign', () => {
  it('stores the entry, its times and an audit entry; the public leaderboard then shows them', async () => {
    const res = await post(ENTRY);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number; contractors: number }>();
    expect(res.json()).toEqual({ id, contractors: 2 });

    const times = await t.db.orm
      .select()
      .from(expressContractorTimes)
      .where(eq(expressContractorTimes.entryId, id));
    expect(times.map((r) => [r.contractor, r.timeTakenMs])).toEqual([
      ['Siobhán Ní Bhriain', 62_345],
      ['Zoë Müller', 59_999],
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
    });

    const board = await t.app.inject({
      method: 'GET',
      url: '/promotions/express-leaderboard?country=IRELAND',
    });
    expect(board.statusCode).toBe(200);
    const rows = ExpressLeaderboardSchema.parse(board.json()).content;
    expect(rows.map((r) => [r.contractor, r.timeTaken, r.wholesaler, r.asmName])).toEqual([
      ['Zoë Müller', 59_999, 'Électricité Ó Briain', ASM_NAMES[3]],
      ['Siobhán Ní Bhriain', 62_345, 'Électricité Ó Briain', ASM_NAMES[3]],
    ]);
  });

  it.each([
    ['asmName', { asmName: 'Somebody Else' }, 'express.error.asmRequired'],
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

  it('refuses 51 contractors, and a body with unknown fields', async () => {
    const before = await counts();
    const many = Array.from({ length: 51 }, () => ENTRY.contractorDetails[0]);
    const res = await post({ ...ENTRY, contractorDetails: many });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.contractorDetails', message: 'express.error.contractorsMax' },
    ]);
    expect((await post({ ...ENTRY, id: 7 })).statusCode).toBe(400);
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
