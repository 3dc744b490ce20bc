import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromotionLimitsSchema, PromotionPrizesSchema } from '@lumen/validation';
import { createTestDatabase } from '#src/testing/test-app.ts';

/*
 * Migration 0017 on a database that already holds garden promo entries (a seeded demo): it
 * makes their season's promotion row and links every entry to it, and makes none on an empty
 * table. The test puts the table back as 0015 left it, then runs the migration's SQL again.
 */

const MIGRATION = readFileSync(
  join(import.meta.dirname, '../../db/migrations/0017_garden_promo_retention.sql'),
  'utf8',
);

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

/** garden_promo_entries and promotions as they were before 0017, emptied. */
async function before0017() {
  await db.exec(`
    DELETE FROM garden_promo_entries;
    DELETE FROM promotions WHERE kind = 'garden-promo';
    DROP INDEX garden_promo_entries_promotion_id;
    ALTER TABLE garden_promo_entries DROP COLUMN promotion_id;
    ALTER TABLE promotions DROP CONSTRAINT promotions_kind_check;
    ALTER TABLE promotions ADD CONSTRAINT promotions_kind_check
      CHECK (kind IN ('golden-ticket', 'invoice-upload'));`);
}

async function insertEntries(days: string[]) {
  for (const [i, at] of days.entries())
    await db.query(
      `INSERT INTO garden_promo_entries
         (created_at, first_name, last_name, email, invoice_number, points, storage_key,
          content_type, size_bytes)
       VALUES ($1, 'Aoife', 'Byrne', 'aoife@gardens.example', 'INV-1', 100, $2,
               'application/pdf', 10)`,
      [at, `garden-promo/test/${i}.pdf`],
    );
}

const gardenRuns = () =>
  db.query<{
    id: string;
    slug: string;
    opens_at: Date;
    closes_at: Date;
    draws_end_at: Date;
    prizes: unknown;
    limits: unknown;
  }>(`SELECT * FROM promotions WHERE kind = 'garden-promo'`);

describe('migration 0017', () => {
  it('links existing entries to their season, created from them', async () => {
    await before0017();
    await insertEntries(['2025-12-01T09:30:00Z', '2026-05-10T18:00:00Z']);
    await db.exec(MIGRATION);
    const [run, ...others] = await gardenRuns();
    expect(others).toEqual([]);
    expect(run).toMatchObject({
      slug: 'garden-promo-2026',
      // The earliest entry's day, before 7 March; closes with its draws on the next 7 March.
      opens_at: new Date('2025-12-01T00:00:00Z'),
      closes_at: new Date('2027-03-07T00:00:00Z'),
      draws_end_at: new Date('2027-03-07T00:00:00Z'),
    });
    // The API's schemas read the row like any other run's.
    expect(PromotionPrizesSchema.parse(run!.prizes).star.date).toBe('2027-03-07');
    PromotionLimitsSchema.parse(run!.limits);
    const linked = await db.query<{ promotion_id: string }>(
      'SELECT DISTINCT promotion_id FROM garden_promo_entries',
    );
    expect(linked.map((r) => String(r.promotion_id))).toEqual([String(run!.id)]);
    await expect(
      db.query(
        `INSERT INTO garden_promo_entries
           (first_name, last_name, email, invoice_number, points, storage_key, content_type, size_bytes)
         VALUES ('A', 'B', 'a@b.example', 'INV-2', 100, 'k', 'application/pdf', 10)`,
      ),
    ).rejects.toThrow(/promotion_id/);
  });

  it('gives entries before 7 March the season that opened the year before', async () => {
    await before0017();
    await insertEntries(['2026-01-05T10:00:00Z', '2026-03-06T23:59:00Z']);
    await db.exec(MIGRATION);
    expect(await gardenRuns()).toEqual([
      expect.objectContaining({
        slug: 'garden-promo-2025',
        opens_at: new Date('2025-03-07T00:00:00Z'),
        closes_at: new Date('2026-03-07T00:00:00Z'),
      }),
    ]);
  });

  it('makes no run on an empty table (the seed makes both)', async () => {
    await before0017();
    await db.exec(MIGRATION);
    expect(await gardenRuns()).toEqual([]);
  });
});
