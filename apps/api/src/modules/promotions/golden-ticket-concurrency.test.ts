import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenEntries, promotionDrawWinners, winningMoments } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  createGoldenRun,
  entryFor,
  freshAddress,
  TEST_LIMITS,
  TEST_PRIZES,
} from './testing/golden-runs.ts';

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

// The prize terms' caps are sums over earlier awards: only the server, whose pool runs
// entries side by side, can show that concurrent claims do not each pass a cap together.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
if (!onServer)
  console.info('prize terms under concurrency: skipped, they need TEST_DATABASE_URL (PostgreSQL)');

describe.runIf(onServer)('concurrent entries against the prize terms (PostgreSQL)', () => {
  const claimedIn = async (promotionId: number) =>
    t.db.orm
      .select({ entryId: winningMoments.entryId })
      .from(winningMoments)
      .where(and(eq(winningMoments.promotionId, promotionId), isNotNull(winningMoments.entryId)));
  const due = (n: number) => Array.from({ length: n }, (_, i) => -60_000 + i);

  it('take one entrant a voucher below the cap up to it, and no entry past it', async () => {
    const { promotion, serials } = await createGoldenRun(t.db.orm, { serials: 101 });
    const email = 'at.the.cap@sparks-electrical.example';
    expect((await enter(entryFor(serials[100]!, { email }))).statusCode).toBe(200);
    const [entry] = await t.db.orm
      .select({ id: goldenEntries.id })
      .from(goldenEntries)
      .where(eq(goldenEntries.serial, serials[100]!));
    // A draw win leaves room for one voucher of 25 under the cap of 2,500.
    await t.db.orm.insert(promotionDrawWinners).values({
      promotionId: promotion.id,
      draw: 'stared',
      entryId: entry!.id,
      drawnAt: new Date(),
      reward: TEST_LIMITS.maxValuePerEntrant - TEST_PRIZES.instant.value,
    });
    await t.db.orm.insert(winningMoments).values(
      due(100).map((offset) => ({
        promotionId: promotion.id,
        at: new Date(Date.now() + offset),
        value: TEST_PRIZES.instant.value,
      })),
    );
    const race = (from: number) =>
      Promise.all(
        serials
          .slice(from, from + 50)
          .map((s, i) => enter(entryFor(s, { email: i % 2 ? email : email.toUpperCase() }))),
      );
    const first = await race(0);
    expect(first.map((r) => r.statusCode)).toEqual(first.map(() => 200));
    expect(first.filter((r) => r.json().data.win === true)).toHaveLength(1);
    // Now at the cap: 50 more entries, none wins.
    const atCap = await race(50);
    expect(atCap.filter((r) => r.json().data.win === true)).toHaveLength(0);
    expect(await claimedIn(promotion.id)).toHaveLength(1);
  });

  it('give one entrant one moment of 50 due, and the run no more than maxPrizes', async () => {
    const { promotion, serials } = await createGoldenRun(t.db.orm, {
      serials: 100,
      momentsAt: due(60),
      limits: { maxPrizes: 5 },
    });
    const email = 'one.voucher@sparks-electrical.example';
    const own = await Promise.all(serials.slice(0, 50).map((s) => enter(entryFor(s, { email }))));
    expect(own.filter((r) => r.json().data.win === true)).toHaveLength(1);
    const others = await Promise.all(serials.slice(50).map((s) => enter(entryFor(s))));
    expect(others.filter((r) => r.json().data.win === true)).toHaveLength(4);
    expect(await claimedIn(promotion.id)).toHaveLength(5);
  });
});
