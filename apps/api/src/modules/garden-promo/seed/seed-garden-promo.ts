import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { gardenPromoDefaultStart, type InvoiceFileType } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { gardenPromoEntries, promotions } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { createPromotion, type NewPromotion } from '#src/modules/promotions/create-promotion.ts';
import { placeholderPdf, renderArtwork } from '#src/seed/artwork.ts';
import { randomFor } from '#src/seed/random.ts';
import type { Seeder } from '#src/seed/seed.ts';

/** Three pages of the staff list (50 a page, campaigns spec §9). */
export const SEEDED_GARDEN_PROMO_ENTRIES = 150;
/** Spread over the 120 days before seeding, inside the default filter (from 7 March). */
const SPAN_DAYS = 120;
const DAY = 24 * 3_600_000;
const SALT = 35;

const FIRST = ['Niamh', 'Oliver', 'Siobhán', 'Gareth', 'Zoë', 'Tomasz', 'Aoife', 'Rhys', 'Priya'];
const LAST = ['Ó Briain', 'Hughes', 'Kowalski', 'Murphy', 'D’Arcy', 'Evans', 'Byrne', 'Patel'];
const DOMAINS = ['gardens.example', 'landscapes.example', 'outdoor-lighting.example'];

/**
 * The garden promo season the seeded entries belong to (its promotion row, whose retention
 * period applies to them; docs/decisions/036). It opens on the 7 March the staff list starts
 * from by default, or on the first seeded entry's day if that is earlier, and closes, with its
 * draws, on the next 7 March, when the next season opens. Entries earn points: no prizes.
 * Migration 0017 gives entries stored before it the same season.
 */
export function gardenPromoRun(now: Date): NewPromotion {
  const start = gardenPromoDefaultStart(now.toISOString().slice(0, 10));
  const season = Number(start.slice(0, 4));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const opensAt = new Date(Math.min(Date.parse(`${start}T00:00:00Z`), today - SPAN_DAYS * DAY));
  const closesAt = new Date(`${season + 1}-03-07T00:00:00Z`);
  return {
    kind: 'garden-promo',
    slug: `garden-promo-${season}`,
    opensAt,
    closesAt,
    drawsEndAt: closesAt,
    prizes: {
      instant: { count: 0, value: 0 },
      weekly: { count: 0, value: 0 },
      monthly: { count: 0, value: 0, dates: [] },
      star: { count: 0, value: 0, date: `${season + 1}-03-07` },
      currency: ['EUR', 'GBP'],
    },
    limits: { maxValuePerEntrant: 0, maxPrizes: 0, maxTotalValue: 0 },
  };
}

/** The season's row: the existing one of that slug, else a new one. */
async function gardenPromoRunId(db: Orm, now: Date): Promise<number> {
  const run = gardenPromoRun(now);
  const [existing] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.slug, run.slug));
  return existing?.id ?? (await createPromotion(db, run)).id;
}

type SeedFile = { ext: string; contentType: InvoiceFileType; bytes: Buffer };

/** Small invoices, rendered once and stored under each entry's own key. */
async function invoicePool(): Promise<SeedFile[]> {
  const art = { motif: 'page' as const, seed: 'garden-invoice', width: 240, height: 340 };
  return [
    { ext: 'jpg', contentType: 'image/jpeg', bytes: await renderArtwork('i.jpg', art) },
    { ext: 'png', contentType: 'image/png', bytes: await renderArtwork('i.png', art) },
    { ext: 'pdf', contentType: 'application/pdf', bytes: placeholderPdf('garden-promo-invoice') },
  ];
}

function planEntry(i: number, now: Date, pool: SeedFile[], promotionId: number) {
  const r = randomFor(i, SALT);
  const day = Math.floor(
    ((SEEDED_GARDEN_PROMO_ENTRIES - i) * SPAN_DAYS) / SEEDED_GARDEN_PROMO_ENTRIES,
  );
  const createdAt = new Date(
    Math.min(
      now.getTime() - 60_000,
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
        day * DAY +
        r.int(7 * 60, 20 * 60) * 60_000,
    ),
  );
  const firstName = r.pick(FIRST);
  const lastName = r.pick(LAST);
  const file = pool[i % pool.length]!;
  const invoiceDocumentId = `GP${String(i + 1).padStart(4, '0')}${String(r.int(0, 999_999)).padStart(6, '0')}`;
  const local = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return {
    file,
    row: {
      promotionId,
      invoiceDocumentId,
      createdAt,
      firstName,
      lastName,
      email: `${local}${i}@${r.pick(DOMAINS)}`,
      invoiceNumber: `INV-${createdAt.getUTCFullYear()}-${String(10_000 + i * 7)}`,
      // 200 points for the one supplier, 100 for the others (spec §5 "Invoice points").
      points: r.chance(0.3) ? 200 : 100,
      storageKey: `garden-promo/seed/${invoiceDocumentId.toLowerCase()}.${file.ext}`,
      contentType: file.contentType,
      sizeBytes: file.bytes.length,
    },
  };
}

/**
 * 150 garden promo entries (issue 14 point 4) with their invoice files in storage and the
 * season they belong to, the same on every machine. Runs once: a database with garden promo
 * entries is left as it is.
 */
export async function seedGardenPromo(db: Orm, storage: ObjectStorage, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(gardenPromoEntries);
  if (existing && existing.n > 0) return 0;
  const pool = await invoicePool();
  const promotionId = await gardenPromoRunId(db, now);
  const plans = Array.from({ length: SEEDED_GARDEN_PROMO_ENTRIES }, (_, i) =>
    planEntry(i, now, pool, promotionId),
  );
  // Files first: a row never points at a missing file; fixed keys make a rerun overwrite.
  for (const p of plans) {
    await storage.put(p.row.storageKey, Readable.from([p.file.bytes]), p.file.contentType);
  }
  await db.insert(gardenPromoEntries).values(plans.map((p) => p.row));
  return plans.length;
}

export const gardenPromoSeeder: Seeder = {
  name: 'garden-promo',
  version: () => 'garden-promo-2',
  async run(db, opts) {
    const storage = opts.storage ?? localDiskStorage(join(opts.dataDir, 'uploads'));
    const seeded = await seedGardenPromo(db.orm, storage);
    opts.log?.(`garden promo: ${seeded} entries seeded`);
  },
};
