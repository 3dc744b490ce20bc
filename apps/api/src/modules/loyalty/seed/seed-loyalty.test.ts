import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyCustomers, loyaltyRewardClaims } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import { seedLoyalty } from './seed-loyalty.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
});
afterAll(() => t.close());

describe('seedLoyalty', () => {
  it('seeds pending and decided invoices with each fraud case, and claims in both countries, once', async () => {
    const storage = localDiskStorage(join(t.dataDir, 'uploads'));
    const now = new Date('2026-11-20T12:00:00Z');
    expect(await seedLoyalty(t.db.orm, storage, now)).toBe(167);
    expect(await seedLoyalty(t.db.orm, storage, now)).toBe(0);
    expect((await t.db.orm.select({ n: count() }).from(loyaltyCustomers))[0]!.n).toBe(40);
    const get = (url: string) => staffGet(t.app, url, admin).then((r) => r.json());
    const queue = await get('/admin/invoice-queue?size=100');
    expect(queue.totalElements).toBe(97);
    const signals = queue.content.map(
      (r: { fraudSignals: Record<string, boolean> }) => r.fraudSignals,
    );
    expect(signals.filter((s: Record<string, boolean>) => s.duplicateInvoiceNumber)).toHaveLength(
      2,
    );
    expect(signals.filter((s: Record<string, boolean>) => s.duplicateFile)).toHaveLength(2);
    expect(signals.filter((s: Record<string, boolean>) => s.manyUploadsInDay)).toHaveLength(7);
    expect((await get('/admin/invoice-history')).totalElements).toBe(70);
    const claims = await get('/admin/claims-queue');
    expect(claims.totalElements).toBe(18);
    expect(new Set(claims.content.map((c: { currency: string }) => c.currency))).toEqual(
      new Set(['EUR', 'GBP']),
    );
    expect((await t.db.orm.select({ n: count() }).from(loyaltyRewardClaims))[0]!.n).toBe(30);
    // The documents are in storage.
    const one = queue.content[0];
    const doc = await staffGet(t.app, one.invoiceImageThumbUrl, admin);
    expect(doc.statusCode).toBe(200);
  });
});
