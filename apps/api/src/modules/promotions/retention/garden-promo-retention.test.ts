import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromotionRetentionListSchema } from '@lumen/validation';
import { gardenPromoEntries, promotions } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import {
  gardenPromoRun,
  SEEDED_GARDEN_PROMO_ENTRIES,
  seedGardenPromo,
} from '#src/modules/garden-promo/seed/seed-garden-promo.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import { anonymiseDuePromotions } from './anonymise-promotions.ts';
import { ANONYMISED, ANONYMISERS, type Anonymiser } from './anonymisers.ts';

/*
 * The garden promo entries under the retention command (issue 14 point 9; decision 036,
 * addendum), on the seed's 150 entries and their files: nothing happens before the season's
 * date, a dry run changes nothing, past it names and e-mails are replaced and the files
 * deleted while the rows (dates, invoice numbers, points) stay, a stopped run resumes, a
 * second run does nothing, and the staff list and document route say what happened.
 */

const DAY = 86_400_000;
const NOW = new Date();
const RUN = gardenPromoRun(NOW);
// The default period after the season's draws end, and a day later.
const ANONYMISE_AT = new Date(RUN.drawsEndAt.getTime() + 365 * DAY);
const PAST = new Date(ANONYMISE_AT.getTime() + DAY);

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let storage: ReturnType<typeof localDiskStorage>;
let uploads: string;
let promotionId: number;

const entries = () =>
  t.db.orm
    .select()
    .from(gardenPromoEntries)
    .where(eq(gardenPromoEntries.promotionId, promotionId))
    .orderBy(asc(gardenPromoEntries.id));
const storedFiles = () =>
  readdir(join(uploads, 'garden-promo', 'seed')).catch(() => [] as string[]);
const stamped = async () =>
  (await t.db.orm.select().from(promotions).where(eq(promotions.id, promotionId)))[0]!.anonymisedAt;
const get = (url: string) => staffGet(t.app, url, admin);

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  // The app's own store, so the document route reads what the command deletes.
  uploads = join(t.dataDir, 'uploads');
  storage = localDiskStorage(uploads);
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  expect(await seedGardenPromo(t.db.orm, storage, NOW)).toBe(SEEDED_GARDEN_PROMO_ENTRIES);
  const [run] = await t.db.orm.select().from(promotions).where(eq(promotions.slug, RUN.slug));
  promotionId = run!.id;
});
afterAll(() => t.close());

describe('the seeded garden promo season', () => {
  it('is a garden-promo run holding every seeded entry, inside its dates', async () => {
    const [run] = await t.db.orm.select().from(promotions).where(eq(promotions.id, promotionId));
    expect(run).toMatchObject({ kind: 'garden-promo', retentionDays: null, anonymisedAt: null });
    const rows = await entries();
    expect(rows).toHaveLength(SEEDED_GARDEN_PROMO_ENTRIES);
    for (const e of rows) {
      expect(e.createdAt >= run!.opensAt).toBe(true);
      expect(e.createdAt < run!.closesAt).toBe(true);
    }
    // The staff list's default window (from 7 March) lies inside the season.
    expect(run!.opensAt.getTime()).toBeLessThanOrEqual(
      Date.parse(`${RUN.slug.slice(-4)}-03-07T00:00:00Z`),
    );
  });

  it('is listed on the retention screen with its date and entrants', async () => {
    const res = await get('/admin/promotions-retention');
    expect(res.statusCode).toBe(200);
    const { promotions: rows } = PromotionRetentionListSchema.parse(res.json());
    expect(rows.find((r) => r.slug === RUN.slug)).toEqual({
      slug: RUN.slug,
      kind: 'garden-promo',
      closesAt: RUN.closesAt.toISOString(),
      drawsEndAt: RUN.drawsEndAt.toISOString(),
      retentionDays: 365,
      retentionIsDefault: true,
      anonymiseAt: ANONYMISE_AT.toISOString(),
      status: 'kept',
      anonymisedAt: null,
      entrants: SEEDED_GARDEN_PROMO_ENTRIES,
      withPersonalData: SEEDED_GARDEN_PROMO_ENTRIES,
    });
  });
});

describe('the retention command on garden promo entries', () => {
  it('does nothing before the season’s anonymise date', async () => {
    const before = await entries();
    const report = await anonymiseDuePromotions(t.db.orm, { storage, now: NOW });
    expect(report.promotions).toEqual([]);
    expect(await entries()).toEqual(before);
    expect(await storedFiles()).toHaveLength(SEEDED_GARDEN_PROMO_ENTRIES);
    expect(await stamped()).toBeNull();
  });

  it('dry run: counts the entries and changes nothing', async () => {
    const before = await entries();
    const report = await anonymiseDuePromotions(t.db.orm, { storage, now: PAST, dryRun: true });
    expect(report.promotions).toEqual([
      expect.objectContaining({
        slug: RUN.slug,
        kind: 'garden-promo',
        tables: [
          { table: 'garden_promo_entries', rows: SEEDED_GARDEN_PROMO_ENTRIES, files: 0, emails: 0 },
        ],
      }),
    ]);
    expect(await entries()).toEqual(before);
    expect(await storedFiles()).toHaveLength(SEEDED_GARDEN_PROMO_ENTRIES);
    expect(await stamped()).toBeNull();
  });

  it('a run stopped half-way leaves the season unmarked, the next one finishes it', async () => {
    const garden = ANONYMISERS['garden-promo'][0]!;
    let batches = 0;
    const failing: Anonymiser = {
      ...garden,
      async anonymiseBatch(tx, ctx) {
        batches += 1;
        if (batches === 3) throw new Error('the database went away');
        return garden.anonymiseBatch(tx, ctx);
      },
    };
    await expect(
      anonymiseDuePromotions(t.db.orm, {
        storage,
        now: PAST,
        batchSize: 40,
        registry: { ...ANONYMISERS, 'garden-promo': [failing] },
      }),
    ).rejects.toThrow('the database went away');
    expect((await entries()).filter((e) => e.email === ANONYMISED.email)).toHaveLength(80);
    expect(await storedFiles()).toHaveLength(SEEDED_GARDEN_PROMO_ENTRIES - 80);
    expect(await stamped()).toBeNull();
  });

  it('past the date: names and e-mails replaced, files deleted, rows and counts kept', async () => {
    const before = await entries();
    const report = await anonymiseDuePromotions(t.db.orm, { storage, now: PAST, batchSize: 40 });
    expect(report.promotions).toEqual([
      expect.objectContaining({
        slug: RUN.slug,
        tables: [{ table: 'garden_promo_entries', rows: 70, files: 70, emails: 0 }],
      }),
    ]);
    const after = await entries();
    expect(after).toHaveLength(SEEDED_GARDEN_PROMO_ENTRIES);
    const kept = (rows: typeof after) =>
      rows.map((e) => [
        e.id,
        e.invoiceDocumentId,
        e.createdAt,
        e.invoiceNumber,
        e.points,
        e.storageKey,
        e.contentType,
        e.sizeBytes,
      ]);
    expect(kept(after)).toEqual(kept(before));
    for (const e of after)
      expect(e).toMatchObject({
        firstName: ANONYMISED.firstName,
        lastName: ANONYMISED.lastName,
        email: ANONYMISED.email,
      });
    expect(await storedFiles()).toEqual([]);
    expect(await stamped()).toEqual(PAST);

    const { promotions: rows } = PromotionRetentionListSchema.parse(
      (await get('/admin/promotions-retention')).json(),
    );
    expect(rows.find((r) => r.slug === RUN.slug)).toMatchObject({
      status: 'anonymised',
      anonymisedAt: PAST.toISOString(),
      entrants: SEEDED_GARDEN_PROMO_ENTRIES,
      withPersonalData: 0,
    });
  });

  it('is idempotent: a second run finds nothing and changes nothing', async () => {
    const before = await entries();
    const report = await anonymiseDuePromotions(t.db.orm, { storage, now: PAST });
    expect(report.promotions).toEqual([]);
    expect(await entries()).toEqual(before);
    expect(await stamped()).toEqual(PAST);
  });

  it('the staff list shows the entries anonymised; their invoice is gone (410)', async () => {
    const list = await get('/admin/garden-promo-details');
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      totalElements: number;
      content: { firstName: string; email: string; invoiceDocumentId: string }[];
    }>();
    expect(body.totalElements).toBe(SEEDED_GARDEN_PROMO_ENTRIES);
    expect(body.content[0]).toMatchObject({
      firstName: ANONYMISED.firstName,
      email: ANONYMISED.email,
    });
    const doc = await get(
      `/admin/garden-promo-details/${body.content[0]!.invoiceDocumentId}/document`,
    );
    expect(doc.statusCode).toBe(410);
    expect(doc.json().message).toBe(
      'This invoice was deleted when the garden promo’s retention period ended',
    );
  });
});
