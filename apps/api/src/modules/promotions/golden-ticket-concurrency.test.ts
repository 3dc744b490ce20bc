import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenEntries, winningMoments } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createGoldenRun, entryFor, freshAddress } from './testing/golden-runs.ts';

// Races the database must settle, on PGlite and (with TEST_DATABASE_URL) on the PostgreSQL
// server, where the pool runs transactions side by side.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Room for every request at once: the point is the database, not load shedding.
  t = await createTestApp({
    app: { limits: { maxInFlight: 256, maxQueued: 256, queueTimeoutMs: 60_000 } },
  });
});
afterAll(() => t.close());

const enter = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/promotions/golden-ticket/golden-customer-entry',
    payload,
    remoteAddress: freshAddress(),
  });

describe('concurrent golden ticket entries', () => {
  it('accept exactly one of 50 entries of one serial', async () => {
    const { serials } = await createGoldenRun(t.db.orm, { serials: 1 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => enter(entryFor(serials[0]!))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const stored = await t.db.orm
      .select()
      .from(goldenEntries)
      .where(eq(goldenEntries.serial, serials[0]!));
    expect(stored).toHaveLength(1);
  });

  it('give exactly 3 wins to 200 entries while 3 moments are due', async () => {
    const { promotion, serials } = await createGoldenRun(t.db.orm, {
      serials: 200,
      momentsAt: [-3_000, -2_000, -1_000, 60 * 60_000],
    });
    const results = await Promise.all(serials.map((s) => enter(entryFor(s))));
    expect(results.map((r) => r.statusCode)).toEqual(serials.map(() => 200));
    const wins = results.filter((r) => r.json().data.win === true);
    expect(wins).toHaveLength(3);
    expect(results.filter((r) => r.json().data.win === false)).toHaveLength(197);
    const claimed = await t.db.orm
      .select({ entryId: winningMoments.entryId })
      .from(winningMoments)
      .where(and(eq(winningMoments.promotionId, promotion.id), isNotNull(winningMoments.entryId)));
    expect(new Set(claimed.map((c) => c.entryId)).size).toBe(3);
  });
});
