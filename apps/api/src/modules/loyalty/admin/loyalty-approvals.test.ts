import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  loyaltyCustomers,
  loyaltyInvoices,
  loyaltyRewardClaims,
  loyaltySettings,
} from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { placeholderPdf } from '#src/seed/artwork.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  sessionCookieFor,
  staffGet,
  staffHeaders,
} from '#src/testing/staff.ts';
import {
  insertLoyaltyCustomers,
  insertLoyaltyInvoices,
  type InvoicePlan,
} from '../seed/seed-loyalty.ts';

/*
 * Loyalty invoice approvals and reward claims on a real, migrated database (PGlite, or the
 * PostgreSQL server named by TEST_DATABASE_URL): lists, fraud signals, decisions once only,
 * bounds, concurrency, refusals by role, the authenticated document and the settings.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let superAdmin: string;
let admin: string;
let marketing: string;
let asm: string;
let aoife: number; // Ireland, 0 points
let ben: number; // UK, 300 points
let burst: number; // uploads 6 in a day
const ids: Record<string, string> = {};
let claimIe: number;
let claimUk: number;
let claimTooDear: number;
let claimDecided: number;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  superAdmin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'super-admin')).id);
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  asm = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'asm')).id);
  [aoife, ben, burst] = (await insertLoyaltyCustomers(t.db.orm, [
    { email: 'Aoife@Sparks.example', country: 'ireland' },
    { email: 'ben@wattson.example', country: 'uk', pointsBalance: 300 },
    { email: 'burst@voltline.example', country: 'ireland' },
  ])) as [number, number, number];
  const storage = localDiskStorage(join(t.dataDir, 'uploads'));
  const plan = (
    name: string,
    customerId: number,
    createdAt: string,
    extra: Partial<InvoicePlan> = {},
  ): InvoicePlan => ({
    customerId,
    invoiceNumber: `INV-${name}`,
    vendorName: 'Kellihers Electrical',
    createdAt: at(createdAt),
    points: 100,
    bytes: placeholderPdf(`invoice-${name}`),
    ...extra,
    ...(extra.bytes ? {} : { bytes: placeholderPdf(`invoice-${name}`) }),
  });
  const shared = placeholderPdf('shared-file');
  const plans: [string, InvoicePlan][] = [
    [
      'plain',
      plan('plain', aoife!, '2025-03-01T09:00:00Z', { vendorName: 'lumen direct', points: 200 }),
    ],
    ['numberA', plan('numberA', aoife!, '2025-03-02T09:00:00Z', { invoiceNumber: 'INV-777' })],
    ['numberB', plan('numberB', ben!, '2025-03-03T09:00:00Z', { invoiceNumber: 'inv - 777' })],
    ['fileA', plan('fileA', ben!, '2025-03-04T09:00:00Z', { bytes: shared })],
    ['fileB', plan('fileB', aoife!, '2025-03-05T09:00:00Z', { bytes: shared })],
    ['approved', plan('approved', ben!, '2025-02-01T09:00:00Z', { approved: true })],
    [
      'rejected',
      plan('rejected', ben!, '2025-02-02T09:00:00Z', {
        approved: false,
        invoiceReason: 'Outside the period',
      }),
    ],
    ...Array.from({ length: 6 }, (_, k): [string, InvoicePlan] => [
      `burst${k}`,
      plan(`burst${k}`, burst!, `2025-03-06T${String(8 + k).padStart(2, '0')}:00:00Z`),
    ]),
  ];
  const documentIds = await insertLoyaltyInvoices(
    t.db.orm,
    storage,
    plans.map(([, p]) => p),
    'loyalty/test',
  );
  plans.forEach(([name], i) => (ids[name] = documentIds[i]!));
  const claims = await t.db.orm
    .insert(loyaltyRewardClaims)
    .values([
      {
        customerId: aoife!,
        createdAt: at('2025-03-10T10:00:00Z'),
        offerValue: 25,
        acquisitionCost: 21.25,
        pointsRequired: 250,
      },
      {
        customerId: ben!,
        createdAt: at('2025-03-11T10:00:00Z'),
        offerValue: 10,
        acquisitionCost: 8.5,
        pointsRequired: 100,
      },
      {
        customerId: ben!,
        createdAt: at('2025-03-12T10:00:00Z'),
        offerValue: 100,
        acquisitionCost: 85,
        pointsRequired: 1000,
      },
      {
        customerId: ben!,
        createdAt: at('2025-01-12T10:00:00Z'),
        offerValue: 50,
        acquisitionCost: 40,
        pointsRequired: 500,
        approved: false,
        decidedAt: at('2025-01-13T10:00:00Z'),
      },
    ])
    .returning({ id: loyaltyRewardClaims.id });
  [claimIe, claimUk, claimTooDear, claimDecided] = claims.map((c) => c.id) as [
    number,
    number,
    number,
    number,
  ];
});
afterAll(() => t.close());

/** `cookie` '' sends none. */
const get = (url: string, cookie = admin) => staffGet(t.app, url, cookie);
const post = (url: string, payload: unknown, cookie: string | undefined = admin) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: CONSOLE_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

const balance = async (id: number) =>
  (await t.db.orm.select().from(loyaltyCustomers).where(eq(loyaltyCustomers.id, id)))[0]!
    .pointsBalance;
const audits = (action: string) =>
  t.db.orm.select().from(auditLog).where(like(auditLog.action, action));

type Row = {
  invoiceDocumentId: string;
  fraudSignals: Record<string, unknown>;
  suspiciousUser: boolean;
  threshold: number;
  point: number;
  approved: boolean | null;
};
const byId = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.invoiceDocumentId, r]));

describe('GET /admin/invoice-queue and /admin/invoice-history', () => {
  it('lists only pending invoices, oldest first, with thresholds and fraud signals', async () => {
    const res = await get('/admin/invoice-queue');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalElements).toBe(11);
    expect(body.content[0].invoiceDocumentId).toBe(ids.plain);
    const rows = byId(body.content);
    expect(rows[ids.plain!]).toMatchObject({
      customerEmail: 'Aoife@Sparks.example',
      invoiceNumber: 'INV-plain',
      point: 200,
      threshold: 200,
      approved: null,
      suspiciousUser: false,
      invoiceImageThumbUrl: `/admin/invoice-queue/${ids.plain}`,
      fraudSignals: {
        duplicateInvoiceNumber: false,
        duplicateFile: false,
        manyUploadsInDay: false,
        uploadsThatDay: 1,
      },
    });
    expect(rows[ids.numberA!]!.threshold).toBe(100);
    expect(rows[ids.numberA!]!.fraudSignals.duplicateInvoiceNumber).toBe(true);
    expect(rows[ids.numberB!]!.fraudSignals.duplicateInvoiceNumber).toBe(true);
    expect(rows[ids.fileA!]!.fraudSignals.duplicateFile).toBe(true);
    expect(rows[ids.fileB!]).toMatchObject({
      suspiciousUser: true,
      fraudSignals: { duplicateFile: true, duplicateInvoiceNumber: false },
    });
    // Six uploads in one UTC day is over the default limit of 5.
    expect(rows[ids.burst0!]!.fraudSignals).toMatchObject({
      manyUploadsInDay: true,
      uploadsThatDay: 6,
    });
    expect(JSON.stringify(body)).not.toMatch(/storage|loyalty\/test|sha/i);
  });

  it('pages, filters by UTC days, and refuses reversed, future or malformed dates', async () => {
    const page = (await get('/admin/invoice-queue?page=1&size=5')).json();
    expect(page.content).toHaveLength(5);
    expect(page.totalElements).toBe(11);
    const day = (await get('/admin/invoice-queue?StartDate=2025-03-06&EndDate=2025-03-06')).json();
    expect(day.totalElements).toBe(6);
    const reversed = await get('/admin/invoice-queue?StartDate=2025-03-06&EndDate=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().issues).toEqual([
      { field: 'querystring.EndDate', message: 'admin.error.dateRange' },
    ]);
    for (const q of [
      'StartDate=2999-01-01',
      'EndDate=06-03-2025',
      'size=101',
      'page=-1',
      'size=0',
      'startDate=2025-01-01',
    ])
      expect((await get(`/admin/invoice-queue?${q}`)).statusCode, q).toBe(400);
  });

  it('history holds the decided invoices only, newest first', async () => {
    const body = (await get('/admin/invoice-history')).json();
    expect(body.content.map((r: Row) => [r.invoiceDocumentId, r.approved])).toEqual([
      [ids.rejected, false],
      [ids.approved, true],
    ]);
    expect(body.content[0].invoiceReason).toBe('Outside the period');
  });
});

describe('GET /admin/invoice-search/{text}', () => {
  it('finds by part of the e-mail or invoice number, any case, in any state', async () => {
    const byMail = (await get('/admin/invoice-search/aoife@sparks')).json();
    expect(byMail.content.map((r: Row) => r.invoiceDocumentId).sort()).toEqual(
      [ids.plain, ids.numberA, ids.fileB].sort(),
    );
    const byNumber = (await get('/admin/invoice-search/inv-777')).json();
    expect(byNumber.content).toHaveLength(2);
    expect((await get('/admin/invoice-search/inv-rejected')).json().content[0].approved).toBe(
      false,
    );
    expect(
      (await get(`/admin/invoice-search/${encodeURIComponent('100%_')}`)).json().content,
    ).toEqual([]);
  });

  it('takes 254 characters and refuses 255 or control characters', async () => {
    expect((await get(`/admin/invoice-search/${'a'.repeat(254)}`)).statusCode).toBe(200);
    const long = await get(`/admin/invoice-search/${'a'.repeat(255)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].message).toBe('loyalty.error.search');
    expect((await get('/admin/invoice-search/a%01b')).statusCode).toBe(400);
  });
});

describe('GET /admin/invoice-queue/{invoiceDocumentId}', () => {
  it('sends the stored document to staff only, never by a public address', async () => {
    const res = await get(`/admin/invoice-queue/${ids.plain}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(placeholderPdf('invoice-plain'))).toBe(true);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get(`/admin/invoice-queue/${ids.plain}`, '')).statusCode).toBe(401);
    expect((await get(`/admin/invoice-queue/${ids.plain}`, marketing)).statusCode).toBe(403);
    expect((await get('/admin/invoice-queue/ZZZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await get('/admin/invoice-queue/short')).statusCode).toBe(400);
  });
});

describe('POST /admin/invoice-action', () => {
  it('approves once with edited points, adds them to the balance and audits both', async () => {
    const res = await post('/admin/invoice-action', {
      invoiceDocumentId: ids.numberA!.toLowerCase(),
      customerID: aoife,
      points: 150,
      approve: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      approved: true,
      point: 150,
      invoiceDocumentId: ids.numberA,
    });
    expect(await balance(aoife)).toBe(150);
    const edits = await audits('invoice.edit-points');
    expect(edits.map((a) => a.details)).toEqual([{ from: 100, to: 150 }]);
    const [approval] = await audits('invoice.approve');
    expect(approval!.details).toMatchObject({
      points: 150,
      balanceAfter: 150,
      suspiciousUser: true,
    });

    const again = await post('/admin/invoice-action', {
      invoiceDocumentId: ids.numberA,
      customerID: aoife,
      points: 150,
      approve: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This invoice has already been approved or rejected');
    expect(await balance(aoife)).toBe(150);
    expect(await audits('invoice.%')).toHaveLength(2);
  });

  it('rejects without touching the balance; an already decided one is 409', async () => {
    const res = await post('/admin/invoice-action', {
      invoiceDocumentId: ids.numberB,
      customerID: ben,
      points: 100,
      approve: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().approved).toBe(false);
    expect(await balance(ben)).toBe(300);
    const decided = await post('/admin/invoice-action', {
      invoiceDocumentId: ids.approved,
      customerID: ben,
      points: 100,
      approve: true,
    });
    expect(decided.statusCode).toBe(409);
    expect(await balance(ben)).toBe(300);
  });

  it('refuses negative, fractional or enormous points, a wrong customer and unknown invoices', async () => {
    const before = await t.db.orm.select().from(loyaltyInvoices);
    const base = { invoiceDocumentId: ids.plain, customerID: aoife, approve: true };
    for (const points of [-1, 10_001, 1.5, 1e12, '100', null]) {
      const res = await post('/admin/invoice-action', { ...base, points });
      expect(res.statusCode, String(points)).toBe(400);
      expect(res.json().issues[0]).toEqual({
        field: 'body.points',
        message: 'loyalty.error.points',
      });
    }
    expect(
      (await post('/admin/invoice-action', { ...base, points: 10_000, customerID: ben }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post('/admin/invoice-action', {
          ...base,
          points: 1,
          invoiceDocumentId: 'ZZZZZZZZZZZZ',
        })
      ).statusCode,
    ).toBe(404);
    expect((await post('/admin/invoice-action', { ...base, points: 1, extra: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/admin/invoice-action', { ...base, points: 1, approve: 'yes' })).statusCode,
    ).toBe(400);
    expect(await t.db.orm.select().from(loyaltyInvoices)).toEqual(before);
    // The limits themselves are accepted.
    expect((await post('/admin/invoice-action', { ...base, points: 10_000 })).statusCode).toBe(200);
    expect(await balance(aoife)).toBe(10_150);
  });

  it('decides once when two reviewers approve the same invoice at the same moment', async () => {
    const before = await balance(ben);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(
          '/admin/invoice-action',
          { invoiceDocumentId: ids.fileA, customerID: ben, points: 100 + i, approve: true },
          i % 2 ? admin : superAdmin,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect(await balance(ben)).toBe(before + winner.point);
    const approvals = (await audits('invoice.approve')).filter((a) => a.targetId === ids.fileA);
    expect(approvals).toHaveLength(1);
  });
});

describe('reward claims', () => {
  it('lists pending claims with currency by country and the suspicious flag', async () => {
    const body = (await get('/admin/claims-queue')).json();
    expect(body.totalElements).toBe(3);
    expect(body.content.map((c: { claimQueueId: number }) => c.claimQueueId)).toEqual([
      claimIe,
      claimUk,
      claimTooDear,
    ]);
    expect(body.content[0]).toMatchObject({
      customerEmail: 'Aoife@Sparks.example',
      country: 'ireland',
      currency: 'EUR',
      offerValue: 25,
      acquisitionCost: 21.25,
      pointsRequired: 250,
      approved: null,
      suspiciousUser: true,
    });
    expect(body.content[1]).toMatchObject({ currency: 'GBP', offerValue: 10 });
    const history = (await get('/admin/claims-history')).json();
    expect(history.content).toEqual([
      expect.objectContaining({ claimQueueId: claimDecided, approved: false }),
    ]);
    expect(
      (await get('/admin/claims-queue?StartDate=2025-03-11&EndDate=2025-03-11')).json()
        .totalElements,
    ).toBe(1);
    expect(
      (await get('/admin/claims-queue?StartDate=2025-03-11&EndDate=2025-03-10')).statusCode,
    ).toBe(400);
  });

  it('approves by spending the points, once; a balance too small is 409 and changes nothing', async () => {
    const before = await balance(ben);
    const ok = await post('/admin/claim-action', { claimQueueId: claimUk, approved: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ approved: true, pointsBalance: before - 100 });
    expect(await balance(ben)).toBe(before - 100);
    const [audit] = await audits('reward-claim.approve');
    expect(audit!.details).toMatchObject({
      currency: 'GBP',
      offerValue: 10,
      balanceBefore: before,
      balanceAfter: before - 100,
    });

    const again = await post('/admin/claim-action', { claimQueueId: claimUk, approved: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This reward claim has already been approved or rejected');

    const dear = await post('/admin/claim-action', { claimQueueId: claimTooDear, approved: true });
    expect(dear.statusCode).toBe(409);
    expect(dear.json().error).toBe('The customer does not have enough points for this reward');
    const [row] = await t.db.orm
      .select()
      .from(loyaltyRewardClaims)
      .where(eq(loyaltyRewardClaims.id, claimTooDear));
    expect(row!.approved).toBeNull();
    expect(await balance(ben)).toBe(before - 100);

    const reject = await post('/admin/claim-action', {
      claimQueueId: claimTooDear,
      approved: false,
    });
    expect(reject.statusCode).toBe(200);
    expect(await balance(ben)).toBe(before - 100);
    expect(
      (await post('/admin/claim-action', { claimQueueId: claimDecided, approved: true }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post('/admin/claim-action', { claimQueueId: 999_999, approved: true })).statusCode,
    ).toBe(404);
    for (const bad of [
      { claimQueueId: 0, approved: true },
      { claimQueueId: 1.5, approved: true },
      { claimQueueId: claimIe },
    ])
      expect((await post('/admin/claim-action', bad)).statusCode).toBe(400);
  });

  it('approves a claim once under concurrent approvals', async () => {
    await t.db.orm
      .update(loyaltyCustomers)
      .set({ pointsBalance: 1000 })
      .where(eq(loyaltyCustomers.id, aoife));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/admin/claim-action', { claimQueueId: claimIe, approved: true }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balance(aoife)).toBe(750);
  });
});

describe('GET and PUT /admin/loyalty-settings', () => {
  const put = (payload: unknown, cookie = superAdmin) =>
    t.app.inject({
      method: 'PUT',
      url: '/admin/loyalty-settings',
      payload: payload as object,
      headers: { origin: CONSOLE_ORIGIN, cookie },
    });

  it('are for super admins only', async () => {
    expect((await get('/admin/loyalty-settings', superAdmin)).json()).toEqual({
      preferredSupplier: 'Lumen Direct',
      preferredSupplierPoints: 200,
      otherSupplierPoints: 100,
      dailyUploadLimit: 5,
    });
    expect((await get('/admin/loyalty-settings', admin)).statusCode).toBe(403);
    expect((await put({}, admin)).statusCode).toBe(403);
  });

  it('changes the thresholds and the daily limit, audited, and the queue follows', async () => {
    const next = {
      preferredSupplier: ' Kellihers Electrical ',
      preferredSupplierPoints: 250,
      otherSupplierPoints: 120,
      dailyUploadLimit: 6,
    };
    const res = await put(next);
    expect(res.statusCode).toBe(200);
    expect(res.json().preferredSupplier).toBe('Kellihers Electrical');
    const rows = byId((await get('/admin/invoice-queue')).json().content);
    expect(rows[ids.burst0!]!.threshold).toBe(250);
    expect(rows[ids.burst0!]!.fraudSignals.manyUploadsInDay).toBe(false);
    expect(await audits('loyalty-settings.update')).toHaveLength(1);
    const before = await t.db.orm.select().from(loyaltySettings);
    for (const bad of [
      { ...next, preferredSupplierPoints: 0 },
      { ...next, otherSupplierPoints: 10_001 },
      { ...next, dailyUploadLimit: 1 },
      { ...next, dailyUploadLimit: 101 },
      { ...next, preferredSupplier: 'x'.repeat(61) },
      { ...next, preferredSupplier: '  ' },
    ])
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await put({ ...next, preferredSupplier: 'x'.repeat(60) })).statusCode).toBe(200);
    expect((await t.db.orm.select().from(loyaltySettings))[0]!.preferredSupplier).toBe(
      'x'.repeat(60),
    );
    expect(before).toHaveLength(1);
  });
});

describe('refusals by role', () => {
  const routes: [string, string][] = [
    ['GET', '/admin/invoice-queue'],
    ['GET', '/admin/invoice-history'],
    ['GET', '/admin/invoice-search/aoife'],
    ['POST', '/admin/invoice-action'],
    ['GET', '/admin/claims-queue'],
    ['GET', '/admin/claims-history'],
    ['POST', '/admin/claim-action'],
  ];
  it.each(routes)(
    '%s %s: 401 without a session, 403 for marketing and ASMs',
    async (method, url) => {
      const call = (cookie?: string) =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers: staffHeaders(cookie, { origin: CONSOLE_ORIGIN }),
          ...(method === 'POST' ? { payload: { claimQueueId: claimIe, approved: true } } : {}),
        });
      expect((await call()).statusCode).toBe(401);
      expect((await call(marketing)).statusCode).toBe(403);
      expect((await call(asm)).statusCode).toBe(403);
    },
  );
});
