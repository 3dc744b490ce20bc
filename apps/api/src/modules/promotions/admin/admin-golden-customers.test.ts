import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenEntries, promotionDrawWinners, winningMoments } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  sessionCookieFor,
  staffExport,
  staffGet,
} from '#src/testing/staff.ts';
import { createGoldenRun } from '../testing/golden-runs.ts';
import { goldenCustomersCsv } from './export-golden-customers.ts';

/*
 * The staff list of golden ticket customers on a real, migrated database: paging, the UTC
 * day filter, the win flags and dates, refusals and the CSV export.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let marketing: string;

/** 60 fillers, one an hour from 2024-09-01T00:30Z, then Aoife (instant + weekly) and Zoë. */
const FILLERS = 60;
let promotionId: number;
let aoife: number;
let zoe: number;

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  const { promotion, serials } = await createGoldenRun(t.db.orm, { serials: FILLERS + 2 });
  promotionId = promotion.id;
  const entry = (i: number, at: string, first: string, last: string, email: string) => ({
    promotionId,
    serial: serials[i]!,
    firstName: first,
    lastName: last,
    email,
    marketingConsentAt: new Date(at),
    createdAt: new Date(at),
  });
  await t.db.orm
    .insert(goldenEntries)
    .values(
      Array.from({ length: FILLERS }, (_, i) =>
        entry(
          i,
          new Date(Date.UTC(2024, 8, 1, i, 30)).toISOString(),
          'Filler',
          `Number ${i}`,
          `filler${i}@sparks.example`,
        ),
      ),
    );
  const [a, z] = await t.db.orm
    .insert(goldenEntries)
    .values([
      entry(FILLERS, '2024-10-05T23:59:59.999Z', 'Aoife', 'Ní Bhriain', 'aoife@sparks.example'),
      entry(FILLERS + 1, '2024-10-06T00:00:00.000Z', '=HYPERLINK("x")', 'Dupré', 'zoe@x.example'),
    ])
    .returning({ id: goldenEntries.id });
  aoife = a!.id;
  zoe = z!.id;
  await t.db.orm
    .insert(winningMoments)
    .values({ promotionId, at: new Date('2024-10-05T23:00:00Z'), value: 25, entryId: aoife });
  await t.db.orm.insert(promotionDrawWinners).values([
    {
      promotionId,
      draw: 'weekly',
      entryId: aoife,
      drawnAt: new Date('2024-10-08T12:00:00Z'),
      reward: 100,
    },
    {
      promotionId,
      draw: 'monthly',
      entryId: zoe,
      drawnAt: new Date('2024-10-22T12:00:00Z'),
      reward: 500,
    },
  ]);
  // A star prize is neither weekly nor monthly.
  await t.db.orm.insert(promotionDrawWinners).values({
    promotionId,
    draw: 'stared',
    entryId: aoife,
    drawnAt: new Date('2024-12-17T12:00:00Z'),
    reward: 2500,
  });
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => staffGet(t.app, url, cookie);
const exportCsv = (url: string, cookie = admin, origin?: string) =>
  staffExport(t.app, url, cookie, origin);

type Row = { id: number; lastName: string };

describe('GET /admin/golden-ticket-customers', () => {
  it('pages 50 at a time from page 0, newest first, with the spec §3 row', async () => {
    const first = await get('/admin/golden-ticket-customers');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.customerCount).toBe(FILLERS + 2);
    expect(body.customers.totalElements).toBe(FILLERS + 2);
    expect(body.customers.content).toHaveLength(50);
    expect(body.customers.content.slice(0, 3).map((r: Row) => r.id)).toEqual([
      zoe,
      aoife,
      expect.any(Number),
    ]);
    expect(body.customers.content[2].lastName).toBe(`Number ${FILLERS - 1}`);
    const second = (await get('/admin/golden-ticket-customers?page=1&count=50')).json();
    expect(second.customers.content).toHaveLength(12);
    expect(second.customers.content.at(-1).lastName).toBe('Number 0');
    const beyond = (await get('/admin/golden-ticket-customers?page=2')).json();
    expect(beyond).toEqual({
      customers: { content: [], totalElements: FILLERS + 2 },
      customerCount: FILLERS + 2,
    });
    expect(
      (await get('/admin/golden-ticket-customers?count=7')).json().customers.content,
    ).toHaveLength(7);
  });

  it('shows instant, weekly and monthly wins with their dates; others are No', async () => {
    const content = (await get('/admin/golden-ticket-customers?startDate=2024-10-01')).json()
      .customers.content;
    expect(content).toEqual([
      {
        id: zoe,
        firstName: '=HYPERLINK("x")',
        lastName: 'Dupré',
        email: 'zoe@x.example',
        createdAt: '2024-10-06T00:00:00.000Z',
        goldenSerialNumber: expect.stringMatching(/^[A-Z0-9]{8}$/),
        instantWin: false,
        instantWinDate: null,
        weeklyWin: false,
        weeklyWinDate: null,
        monthlyWin: true,
        monthlyWinDate: '2024-10-22T12:00:00.000Z',
      },
      {
        id: aoife,
        firstName: 'Aoife',
        lastName: 'Ní Bhriain',
        email: 'aoife@sparks.example',
        createdAt: '2024-10-05T23:59:59.999Z',
        goldenSerialNumber: expect.stringMatching(/^[A-Z0-9]{8}$/),
        instantWin: true,
        instantWinDate: '2024-10-05T23:59:59.999Z',
        weeklyWin: true,
        weeklyWinDate: '2024-10-08T12:00:00.000Z',
        monthlyWin: false,
        monthlyWinDate: null,
      },
    ]);
  });

  it('filters by UTC days of entry, the end day included', async () => {
    const day = (q: string) => get(`/admin/golden-ticket-customers?${q}`).then((r) => r.json());
    const oct5 = await day('startDate=2024-10-05&endDate=2024-10-05');
    expect(oct5.customers.content.map((r: Row) => r.id)).toEqual([aoife]);
    expect(oct5.customerCount).toBe(1);
    expect((await day('endDate=2024-09-01')).customerCount).toBe(24);
    expect((await day('startDate=2024-09-02&endDate=2024-09-02')).customerCount).toBe(24);
    expect((await day('startDate=2024-11-01')).customerCount).toBe(0);
  });

  it.each([
    ['reversed dates', 'startDate=2024-10-02&endDate=2024-10-01'],
    ['page -1', 'page=-1'],
    ['a page size over the limit', 'count=101'],
    ['a date that is not a day', 'startDate=2024-13-01'],
    ['a future day', 'endDate=2999-01-01'],
    ['an unknown parameter', 'size=50'],
  ])('refuses %s with 400', async (_what, query) => {
    const res = await get(`/admin/golden-ticket-customers?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('answers 401 without a session and 403 to a role without the card', async () => {
    expect((await get('/admin/golden-ticket-customers', '')).statusCode).toBe(401);
    expect((await get('/admin/golden-ticket-customers', marketing)).statusCode).toBe(403);
    expect((await exportCsv('/admin/golden-ticket-customers/export', marketing)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /admin/golden-ticket-customers/export', () => {
  const lines = (csv: string) => csv.slice(1).split('\r\n').filter(Boolean);

  it('writes every filtered entrant as CSV: BOM, header, flags, neutralised formulas; audited', async () => {
    const res = await exportCsv('/admin/golden-ticket-customers/export?startDate=2024-10-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Golden Ticket Customers.csv"',
    );
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(
      'First name,Last name,E-mail,Registered (UTC),Serial no,Instant win,Instant win date (UTC),Weekly win,Weekly win date (UTC),Monthly win,Monthly win date (UTC)',
    );
    expect(rows).toEqual([
      expect.stringMatching(
        /^"'=HYPERLINK\(""x""\)",Dupré,zoe@x\.example,2024-10-06 00:00:00,[A-Z0-9]{8},No,,No,,Yes,2024-10-22 12:00:00$/,
      ),
      expect.stringMatching(
        /^Aoife,Ní Bhriain,aoife@sparks\.example,2024-10-05 23:59:59,[A-Z0-9]{8},Yes,2024-10-05 23:59:59,Yes,2024-10-08 12:00:00,No,$/,
      ),
    ]);

    const log = await t.db.query<{ action: string; details: { rows: number; filter: object } }>(
      `SELECT action, details FROM audit_log WHERE action = 'golden-ticket-customers.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(log[0]).toEqual({
      action: 'golden-ticket-customers.export',
      details: { rows: 2, filter: { startDate: '2024-10-01' } },
    });
  });

  it('exports the whole list, not one page, by keyset pages that lose and repeat nothing', async () => {
    const all = lines((await exportCsv('/admin/golden-ticket-customers/export')).body);
    expect(all).toHaveLength(FILLERS + 3);
    let csv = '';
    for await (const chunk of goldenCustomersCsv(t.db.orm, {}, 7)) csv += chunk;
    expect(lines(csv)).toEqual(all);
  });

  it('refuses reversed dates with 400, a GET, and another origin, recording nothing', async () => {
    const count = async () =>
      (await t.db.query(`SELECT id FROM audit_log WHERE action = 'golden-ticket-customers.export'`))
        .length;
    const before = await count();
    const res = await exportCsv(
      '/admin/golden-ticket-customers/export?startDate=2024-10-02&endDate=2024-10-01',
    );
    expect(res.statusCode).toBe(400);
    expect((await get('/admin/golden-ticket-customers/export')).statusCode).toBe(404);
    for (const origin of ['http://localhost:3000', ''])
      expect(
        (await exportCsv('/admin/golden-ticket-customers/export', admin, origin)).statusCode,
      ).toBe(403);
    expect(await count()).toBe(before);
  });
});
