import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gardenPromoDefaultStart } from '@lumen/validation';
import { gardenPromoEntries } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import { SEEDED_GARDEN_PROMO_ENTRIES, seedGardenPromo } from './seed/seed-garden-promo.ts';

/*
 * The garden promo list on a real, migrated database, seeded as `npm start` seeds it: paging
 * (50 only), the UTC day filter, the invoice document, refusals.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let marketing: string;
const NOW = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  const storage = localDiskStorage(join(t.dataDir, 'uploads'));
  expect(await seedGardenPromo(t.db.orm, storage, NOW)).toBe(SEEDED_GARDEN_PROMO_ENTRIES);
  // A second run leaves the table as it is.
  expect(await seedGardenPromo(t.db.orm, storage, NOW)).toBe(0);
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => staffGet(t.app, url, cookie);

type Row = { createdAt: string; invoiceDocumentId: string };

describe('GET /admin/garden-promo-details', () => {
  it('pages 50 at a time, newest first, with the spec §3 row', async () => {
    const res = await get('/admin/garden-promo-details?page=0&size=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalElements).toBe(150);
    expect(body.content).toHaveLength(50);
    expect(Object.keys(body.content[0]).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'email',
        'createdAt',
        'invoiceNumber',
        'points',
        'invoiceDocumentId',
      ].sort(),
    );
    const dates = body.content.map((r: Row) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = (await get('/admin/garden-promo-details?page=2')).json();
    expect(third.content).toHaveLength(50);
    expect((await get('/admin/garden-promo-details?page=3')).json().content).toEqual([]);
  });

  it('filters by UTC days, both ends included; the seed lies inside the default start', async () => {
    const all = await get(
      `/admin/garden-promo-details?startDate=${gardenPromoDefaultStart('2026-11-20')}&endDate=2026-11-20`,
    );
    expect(all.json().totalElements).toBe(150);
    const [latest] = await t.db.orm
      .select({ createdAt: gardenPromoEntries.createdAt })
      .from(gardenPromoEntries)
      .orderBy(gardenPromoEntries.createdAt)
      .limit(1);
    const day = latest!.createdAt.toISOString().slice(0, 10);
    const one = (await get(`/admin/garden-promo-details?startDate=${day}&endDate=${day}`)).json();
    expect(one.totalElements).toBeGreaterThan(0);
    for (const r of one.content as Row[]) expect(r.createdAt.slice(0, 10)).toBe(day);
    expect((await get('/admin/garden-promo-details?endDate=2020-01-01')).json()).toEqual({
      content: [],
      totalElements: 0,
    });
  });

  it('defaults its start to 7 March of the current year, or the previous one before it', () => {
    expect(gardenPromoDefaultStart('2026-11-26')).toBe('2026-03-07');
    expect(gardenPromoDefaultStart('2026-03-07')).toBe('2026-03-07');
    expect(gardenPromoDefaultStart('2026-03-06')).toBe('2025-03-07');
  });

  it.each([
    ['reversed dates', 'startDate=2026-10-02&endDate=2026-10-01'],
    ['page -1', 'page=-1'],
    ['a page that is not a number', 'page=two'],
    ['a page past the limit', 'page=10001'],
    ['a page size other than 50', 'size=49'],
    ['a page size of 100', 'size=100'],
    ['a date that is not a day', 'startDate=2026-13-01'],
    ['a future day', 'endDate=2999-01-01'],
    ['an unknown parameter', 'count=50'],
  ])('refuses %s with 400', async (_what, query) => {
    const res = await get(`/admin/garden-promo-details?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 401 without a session and 403 to a role without the card', async () => {
    expect((await get('/admin/garden-promo-details', '')).statusCode).toBe(401);
    expect((await get('/admin/garden-promo-details', marketing)).statusCode).toBe(403);
  });
});

describe('GET /admin/garden-promo-details/:invoiceDocumentId/document', () => {
  it('sends the stored invoice as an attachment', async () => {
    const rows = (await get('/admin/garden-promo-details')).json().content as Row[];
    for (const row of rows.slice(0, 3)) {
      const res = await get(`/admin/garden-promo-details/${row.invoiceDocumentId}/document`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(application\/pdf|image\/(jpeg|png))/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoice-INV-/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.length).toBe(Number(res.headers['content-length']));
    }
  });

  it('answers 404 to an unknown or malformed id, 403 to a role without the card', async () => {
    expect((await get('/admin/garden-promo-details/GP0000000000/document')).statusCode).toBe(404);
    expect((await get('/admin/garden-promo-details/x/document')).statusCode).toBe(400);
    const [row] = (await get('/admin/garden-promo-details')).json().content as Row[];
    const path = `/admin/garden-promo-details/${row!.invoiceDocumentId}/document`;
    expect((await get(path, marketing)).statusCode).toBe(403);
    expect((await get(path, '')).statusCode).toBe(401);
  });
});
