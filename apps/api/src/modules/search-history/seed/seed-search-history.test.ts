import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateSearchHistorySchema } from '@lumen/validation';
import { searchHistory } from '#src/db/schema.ts';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { SEEDED_SEARCHES, seedSearchHistory } from './seed-search-history.ts';

const seededAt = new Date('2026-11-25T09:00:00Z');
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
  expect(await seedSearchHistory(db.orm, seededAt)).toBe(SEEDED_SEARCHES);
});
afterAll(() => db.dispose());

const rows = () => db.orm.select().from(searchHistory).orderBy(searchHistory.createdAt);

describe('the search history seed', () => {
  it('writes 400 searches over the three months before seeding, each valid as the site sends it', async () => {
    const seeded = await rows();
    expect(seeded).toHaveLength(400);
    const oldest = seeded[0]!.createdAt.getTime();
    expect(seeded.at(-1)!.createdAt.getTime()).toBeLessThan(seededAt.getTime());
    expect((seededAt.getTime() - oldest) / 86_400_000).toBeGreaterThan(85);
    expect((seededAt.getTime() - oldest) / 86_400_000).toBeLessThan(91);
    for (const row of seeded) {
      const { productSearchQuery, country, platform } = row;
      const sent = { productSearchQuery, country, platform };
      expect(CreateSearchHistorySchema.safeParse(sent).error?.issues, productSearchQuery).toBe(
        undefined,
      );
    }
  });

  it('covers both platforms, every country, French accents, zero and unknown counts', async () => {
    const seeded = await rows();
    expect(new Set(seeded.map((r) => r.platform))).toEqual(new Set(['WEB', 'APP']));
    expect(new Set(seeded.map((r) => r.country))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(seeded.some((r) => r.country === 3 && /[éè]/.test(r.productSearchQuery))).toBe(true);
    const zero = seeded.filter((r) => r.resultCount === 0).length;
    expect(zero).toBeGreaterThan(20);
    expect(zero).toBeLessThan(150);
    // Only the oldest searches predate the count.
    const unknown = seeded.filter((r) => r.resultCount === null);
    expect(unknown).toHaveLength(40);
    expect(unknown.at(-1)!.createdAt.getTime()).toBeLessThan(
      seeded.find((r) => r.resultCount !== null)!.createdAt.getTime() + 86_400_000,
    );
    // Case varies, so the term reports have something to group.
    const auras = seeded.filter((r) => r.productSearchQuery.toLowerCase() === 'aura');
    expect(new Set(auras.map((r) => r.productSearchQuery)).size).toBeGreaterThan(1);
  });

  it('is the same on every run, and runs once', async () => {
    const again = await createTestDatabase();
    try {
      await seedSearchHistory(again.orm, seededAt);
      const pick = (r: typeof searchHistory.$inferSelect) => [
        r.createdAt.toISOString(),
        r.country,
        r.platform,
        r.productSearchQuery,
        r.resultCount,
      ];
      const inOrder = (d: typeof db) =>
        d.orm.select().from(searchHistory).orderBy(searchHistory.id);
      expect((await inOrder(again)).map(pick)).toEqual((await inOrder(db)).map(pick));
    } finally {
      await again.dispose();
    }
    expect(await seedSearchHistory(db.orm, seededAt)).toBe(0);
    expect(await rows()).toHaveLength(400);
  });
});
