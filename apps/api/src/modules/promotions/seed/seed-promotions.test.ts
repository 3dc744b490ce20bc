import { and, count, eq, inArray, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExpressLeaderboardSchema,
  GoldenTicketCurrentSchema,
  GoldenTicketWinnersSchema,
  SERIAL_ALPHABET,
} from '@lumen/validation';
import { goldenSerials, promotions, winningMoments } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { entryFor, freshAddress } from '../testing/golden-runs.ts';
import { CURRENT_RUN_SERIALS, MOMENTS_DUE_AT_SEEDING, seedPromotions } from './seed-promotions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const seededAt = new Date();
beforeAll(async () => {
  t = await createTestApp();
  await seedPromotions(t.db.orm, seededAt);
});
afterAll(() => t.close());

const runId = async (slug: string) =>
  (
    await t.db.orm.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, slug))
  )[0]!.id;
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const year = seededAt.getUTCFullYear();

describe('the promotions seed', () => {
  it('publishes the 2024 winners in full: 1 star, 3 monthly, 15 weekly, 380 instant', async () => {
    const winners = GoldenTicketWinnersSchema.parse(
      await get('/promotions/golden-ticket/winners?promotion=golden-ticket-2024'),
    );
    expect(winners.star.map((w) => [w.date, w.reward])).toEqual([['2024-12-17', 2500]]);
    expect(winners.monthly.map((w) => w.date)).toEqual(['2024-09-24', '2024-10-22', '2024-11-19']);
    expect(winners.weekly).toHaveLength(15);
    expect(winners.instant).toHaveLength(380);
    expect(winners.instant.every((w) => w.date >= '2024-09-01' && w.date <= '2024-09-16')).toBe(
      true,
    );
    const total = [winners.star, winners.monthly, winners.weekly, winners.instant]
      .flat()
      .reduce((sum, w) => sum + w.reward, 0);
    expect(total).toBe(15_000);
    expect(winners.instant[0]!.winnerName).toMatch(/^\p{L}+ \p{Lu}\.$/u);
  });

  it('stores the 2024 dates of §9 in London time', async () => {
    const [run] = await t.db.orm
      .select()
      .from(promotions)
      .where(eq(promotions.slug, 'golden-ticket-2024'));
    expect(run!.opensAt.toISOString()).toBe('2024-08-31T23:00:00.000Z');
    expect(run!.closesAt.toISOString()).toBe('2024-12-17T00:00:00.000Z');
    expect(run!.instantWinEndsAt!.toISOString()).toBe('2024-09-16T23:00:00.000Z');
    expect(run!.limits).toEqual({
      maxValuePerEntrant: 2500,
      maxPrizes: 399,
      maxTotalValue: 15_000,
    });
  });

  it('keeps the 2024 winners within the terms: 2,500 and one voucher per entrant', async () => {
    // Every award of the run by entrant: instant moments, then draw wins.
    const rows = await t.db.query<{ won: string; instant: string }>(
      `SELECT sum(a.value) AS won, count(*) FILTER (WHERE a.kind = 'instant') AS instant
         FROM (SELECT e.email_key, m.value, 'instant' AS kind
                 FROM winning_moments m JOIN golden_entries e ON e.id = m.entry_id
                WHERE e.promotion_id = $1
               UNION ALL
               SELECT e.email_key, w.reward, w.draw
                 FROM promotion_draw_winners w JOIN golden_entries e ON e.id = w.entry_id
                WHERE w.promotion_id = $1) a
        GROUP BY a.email_key`,
      [await runId('golden-ticket-2024')],
    );
    expect(Math.max(...rows.map((r) => Number(r.won)))).toBeLessThanOrEqual(2500);
    expect(Math.max(...rows.map((r) => Number(r.instant)))).toBe(1);
    // The star winner won nothing else: any other prize would take them past 2,500.
    expect(rows.filter((r) => Number(r.won) === 2500)).toHaveLength(1);
  });

  it('opens a current run with 5,000 serials and 3 moments due, so the first entries win', async () => {
    const current = GoldenTicketCurrentSchema.parse(await get('/promotions/golden-ticket/current'));
    expect(current).toMatchObject({
      slug: `golden-ticket-${year}`,
      open: true,
      instantWinOpen: true,
    });
    const [run] = await t.db.orm.select().from(promotions).where(eq(promotions.slug, current.slug));
    const serials = await t.db.orm
      .select({ serial: goldenSerials.serial })
      .from(goldenSerials)
      .where(and(eq(goldenSerials.promotionId, run!.id), isNull(goldenSerials.usedAt)));
    expect(serials).toHaveLength(CURRENT_RUN_SERIALS);
    expect(serials.every((s) => [...s.serial].every((c) => SERIAL_ALPHABET.includes(c)))).toBe(
      true,
    );
    const [moments] = await t.db.orm
      .select({ n: count() })
      .from(winningMoments)
      .where(eq(winningMoments.promotionId, run!.id));
    expect(moments!.n).toBe(380);

    const wins = [];
    for (const { serial } of serials.slice(0, MOMENTS_DUE_AT_SEEDING + 1)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/promotions/golden-ticket/golden-customer-entry',
        payload: entryFor(serial),
        remoteAddress: freshAddress(),
      });
      wins.push(res.json().data.win);
    }
    expect(wins).toEqual([true, true, true, false]);
    // The other moments start a day after seeding.
    const [early] = await t.db.orm
      .select({ n: count() })
      .from(winningMoments)
      .where(
        and(
          eq(winningMoments.promotionId, run!.id),
          lte(winningMoments.at, new Date(seededAt.getTime() + 86_400_000 - 1)),
        ),
      );
    expect(early!.n).toBe(MOMENTS_DUE_AT_SEEDING);
  });

  it('issues the serials the README offers for trying the form', async () => {
    // README.md, "Trying the promotions": the seeded generator makes them the same everywhere.
    const offered = ['KHJUA5QH', 'WN2F9K6P', 'EVR7KZ28', 'WDBEKLHF', 'K4LQVW2K', 'F28R3U77'];
    const rows = await t.db.orm
      .select({ serial: goldenSerials.serial, slug: promotions.slug })
      .from(goldenSerials)
      .innerJoin(promotions, eq(promotions.id, goldenSerials.promotionId))
      .where(inArray(goldenSerials.serial, offered));
    expect(rows.map((r) => r.slug)).toEqual(offered.map(() => `golden-ticket-${year}`));
  });

  it('fills at least three leaderboard pages, in both countries, with 2 to 12 minute times', async () => {
    const all = ExpressLeaderboardSchema.parse(await get('/promotions/express-leaderboard'));
    expect(all.totalElements).toBeGreaterThanOrEqual(130);
    expect(all.content[0]!.timeTaken).toBeGreaterThanOrEqual(120_000);
    const last = ExpressLeaderboardSchema.parse(
      await get('/promotions/express-leaderboard?page=2'),
    );
    expect(last.content.length).toBeGreaterThan(0);
    expect(last.content.at(-1)!.timeTaken).toBeLessThanOrEqual(720_000);
    for (const country of ['IRELAND', 'UNITED%20KINGDOM'])
      expect(
        (await get(`/promotions/express-leaderboard?country=${country}`)).totalElements,
      ).toBeGreaterThan(0);
  });

  it('adds the World Cup campaign and a current invoice run', async () => {
    const runs = await t.db.orm
      .select({ slug: promotions.slug })
      .from(promotions)
      .where(eq(promotions.kind, 'invoice-upload'));
    expect(runs.map((r) => r.slug).sort()).toEqual([`invoice-upload-${year}`, 'world-cup-2022']);
  });

  it('changes nothing when it runs again', async () => {
    const counts = async () =>
      Promise.all(
        [promotions, goldenSerials, winningMoments].map(async (table) => {
          const [row] = await t.db.orm.select({ n: count() }).from(table);
          return row!.n;
        }),
      );
    const before = await counts();
    await seedPromotions(t.db.orm, new Date(seededAt.getTime() + 60_000));
    expect(await counts()).toEqual(before);
  });
});
