import { and, count, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { PromotionLimits, PromotionPrizes } from '@lumen/validation';
import { ASM_NAMES, EXPRESS_COUNTRIES } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import {
  expressCampaignEntries,
  expressCampaigns,
  expressContractorTimes,
  goldenEntries,
  goldenSerials,
  promotionDrawWinners,
  promotions,
  winningMoments,
} from '#src/db/schema.ts';
import { randomFor } from '#src/seed/random.ts';
import type { Seeder } from '#src/seed/seed.ts';
import { createPromotion, type NewPromotion } from '../create-promotion.ts';
import { createWinningMoments } from '../create-winning-moments.ts';
import { issueSerials, type PickIndex } from '../issue-serials.ts';
import { entrantFits } from '../prize-terms.ts';
import { contractorFor, personFor, WHOLESALERS } from './people.ts';

const DAY = 24 * 3_600_000;
const SALT = {
  serials2024: 11,
  entrants2024: 12,
  draws2024: 13,
  current: 14,
  express: 15,
  people2024: 16,
};

/** The same indices every run: the demo serials in the README stay valid. */
const seededPick = (salt: number): PickIndex => {
  const r = randomFor(0, salt);
  return (n) => Math.floor(r.next() * n);
};

const utc = (iso: string) => new Date(iso);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The 2024 Golden Ticket, as its terms set it out (campaigns spec §9). */
const PRIZES_2024: PromotionPrizes = {
  instant: { count: 380, value: 25 },
  weekly: { count: 15, value: 100 },
  monthly: { count: 3, value: 500, dates: ['2024-09-24', '2024-10-22', '2024-11-19'] },
  star: { count: 1, value: 2500, date: '2024-12-17' },
  currency: ['EUR', 'GBP'],
};
const LIMITS: PromotionLimits = { maxValuePerEntrant: 2500, maxPrizes: 399, maxTotalValue: 15_000 };

/** Weekly draws on Tuesdays, from the second week to the closing day. */
const WEEKLY_DRAWS_2024 = [
  '2024-09-10',
  '2024-09-17',
  '2024-09-24',
  '2024-10-01',
  '2024-10-08',
  '2024-10-15',
  '2024-10-22',
  '2024-10-29',
  '2024-11-05',
  '2024-11-12',
  '2024-11-19',
  '2024-11-26',
  '2024-12-03',
  '2024-12-10',
  '2024-12-17',
];

// Europe/London midnights: BST (UTC+1) in September, GMT in December.
const RUN_2024: NewPromotion = {
  kind: 'golden-ticket',
  slug: 'golden-ticket-2024',
  opensAt: utc('2024-08-31T23:00:00Z'),
  // The promotion period ends on 16 December; the closing date is 17 December.
  closesAt: utc('2024-12-17T00:00:00Z'),
  instantWinStartsAt: utc('2024-08-31T23:00:00Z'),
  instantWinEndsAt: utc('2024-09-16T23:00:00Z'),
  drawsEndAt: utc('2024-12-17T00:00:00Z'),
  prizes: PRIZES_2024,
  limits: LIMITS,
};

/** Entrants of the 2024 run besides its 380 instant winners. */
const OTHER_ENTRANTS_2024 = 420;

/** Inserts a run unless its slug exists; undefined when it did. */
async function newRun(db: Orm, run: NewPromotion) {
  const [existing] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.slug, run.slug));
  return existing ? undefined : createPromotion(db, run);
}

async function insertEntries(db: Orm, rows: (typeof goldenEntries.$inferInsert)[]) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = await db
      .insert(goldenEntries)
      .values(rows.slice(i, i + 500))
      .returning({ id: goldenEntries.id });
    ids.push(...batch.map((b) => b.id));
  }
  return ids;
}

/**
 * The 2024 run, finished: 800 entrants, every instant moment won, and the 15 weekly, 3
 * monthly and star draws held, so the winners page shows all four tables in full.
 */
async function seedGoldenTicket2024(db: Orm) {
  const run = await newRun(db, RUN_2024);
  if (!run) return;
  const total = PRIZES_2024.instant.count + OTHER_ENTRANTS_2024;
  const serials = await issueSerials(db, run.id, total, seededPick(SALT.serials2024));
  const start = RUN_2024.instantWinStartsAt!.getTime();
  const instantSpan = RUN_2024.instantWinEndsAt!.getTime() - start;
  const laterStart = RUN_2024.instantWinEndsAt!.getTime();
  const laterSpan = RUN_2024.closesAt.getTime() - laterStart;

  const times = serials.map((_, i) => {
    const r = randomFor(i, SALT.entrants2024);
    const winner = i < PRIZES_2024.instant.count;
    const slot = winner
      ? start + ((i + r.next()) * instantSpan) / PRIZES_2024.instant.count
      : laterStart + r.next() * laterSpan;
    return new Date(Math.floor(slot));
  });
  const entryIds = await insertEntries(
    db,
    serials.map((serial, i) => {
      const person = personFor(randomFor(i, SALT.people2024), i + 1);
      return {
        promotionId: run.id,
        serial,
        ...person,
        marketingConsentAt: times[i]!,
        createdAt: times[i]!,
      };
    }),
  );
  await db
    .update(goldenSerials)
    .set({ usedAt: sql`${goldenEntries.createdAt}` })
    .from(goldenEntries)
    .where(
      and(eq(goldenEntries.serial, goldenSerials.serial), eq(goldenEntries.promotionId, run.id)),
    );

  // Each instant winner entered within ten minutes after its moment.
  await db.insert(winningMoments).values(
    entryIds.slice(0, PRIZES_2024.instant.count).map((entryId, i) => ({
      promotionId: run.id,
      at: new Date(
        Math.max(start, times[i]!.getTime() - randomFor(i, SALT.draws2024).int(1, 600_000)),
      ),
      value: PRIZES_2024.instant.value,
      entryId,
    })),
  );

  // The draws in date order, each from the entries the terms still allow (prize-terms.ts):
  // made before it, not yet a winner of its type, their entrant within the cap with its prize.
  const drawRandom = randomFor(0, SALT.draws2024);
  const draws = [
    ...WEEKLY_DRAWS_2024.map((day) => ['weekly', day, PRIZES_2024.weekly.value] as const),
    ...PRIZES_2024.monthly.dates.map((day) => ['monthly', day, PRIZES_2024.monthly.value] as const),
    ['stared', PRIZES_2024.star.date, PRIZES_2024.star.value] as const,
  ].sort((x, y) => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0));
  for (const [draw, day, reward] of draws) {
    const drawnAt = utc(`${day}T12:00:00Z`);
    const eligible = await db
      .select({ id: goldenEntries.id })
      .from(goldenEntries)
      .where(
        and(
          eq(goldenEntries.promotionId, run.id),
          lt(goldenEntries.createdAt, drawnAt),
          notInArray(
            goldenEntries.id,
            db
              .select({ id: promotionDrawWinners.entryId })
              .from(promotionDrawWinners)
              .where(
                and(
                  eq(promotionDrawWinners.promotionId, run.id),
                  eq(promotionDrawWinners.draw, draw),
                ),
              ),
          ),
          entrantFits(run, goldenEntries.emailKey, reward),
        ),
      )
      .orderBy(goldenEntries.id);
    const { id: entryId } = drawRandom.pick(eligible);
    await db
      .insert(promotionDrawWinners)
      .values({ promotionId: run.id, draw, entryId, drawnAt, reward });
  }
}

/** Serials printed for the demo run; the README lists its first few. */
export const CURRENT_RUN_SERIALS = 5000;
/** Moments due the moment the seed runs, so the first entries win out of the box. */
export const MOMENTS_DUE_AT_SEEDING = 3;

/** A run around `now` with the 2024 prizes: open, inside its instant-win window. */
export function currentGoldenRun(now: Date): NewPromotion {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const opensAt = new Date(day - 14 * DAY);
  const closesAt = new Date(day + 90 * DAY);
  const drawDay = (offset: number) => isoDay(new Date(day + offset * DAY));
  return {
    kind: 'golden-ticket',
    slug: `golden-ticket-${now.getUTCFullYear()}`,
    opensAt,
    closesAt,
    instantWinStartsAt: new Date(now.getTime() - DAY),
    instantWinEndsAt: new Date(now.getTime() + 30 * DAY),
    drawsEndAt: closesAt,
    prizes: {
      ...PRIZES_2024,
      monthly: { ...PRIZES_2024.monthly, dates: [drawDay(16), drawDay(44), drawDay(72)] },
      star: { ...PRIZES_2024.star, date: isoDay(closesAt) },
    },
    limits: LIMITS,
  };
}

async function seedCurrentGoldenTicket(db: Orm, now: Date) {
  const plan = currentGoldenRun(now);
  const run = await newRun(db, plan);
  if (!run) return;
  await issueSerials(db, run.id, CURRENT_RUN_SERIALS, seededPick(SALT.current));
  const value = plan.prizes.instant.value;
  await db.insert(winningMoments).values(
    Array.from({ length: MOMENTS_DUE_AT_SEEDING }, () => ({
      promotionId: run.id,
      at: now,
      value,
    })),
  );
  await createWinningMoments(db, {
    promotionId: run.id,
    count: plan.prizes.instant.count - MOMENTS_DUE_AT_SEEDING,
    value,
    from: new Date(now.getTime() + DAY),
    to: plan.instantWinEndsAt!,
  });
}

/** Invoice campaigns give no instant or timed prizes: the draw is held by hand at the end. */
const INVOICE_PRIZES = (closesAt: Date): PromotionPrizes => ({
  instant: { count: 0, value: 0 },
  weekly: { count: 0, value: 0 },
  monthly: { count: 0, value: 0, dates: [] },
  star: { count: 0, value: 0, date: isoDay(closesAt) },
  currency: ['EUR', 'GBP'],
});

async function seedInvoiceCampaigns(db: Orm, now: Date) {
  // Qualifying purchases 1 Nov to 19 Dec 2022 (GMT throughout).
  const worldCupCloses = utc('2022-12-20T00:00:00Z');
  await newRun(db, {
    kind: 'invoice-upload',
    slug: 'world-cup-2022',
    opensAt: utc('2022-11-01T00:00:00Z'),
    closesAt: worldCupCloses,
    drawsEndAt: worldCupCloses,
    prizes: INVOICE_PRIZES(worldCupCloses),
    limits: { maxValuePerEntrant: 0, maxPrizes: 0, maxTotalValue: 0 },
  });
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const closesAt = new Date(day + 60 * DAY);
  await newRun(db, {
    kind: 'invoice-upload',
    slug: `invoice-upload-${now.getUTCFullYear()}`,
    opensAt: new Date(day - 14 * DAY),
    closesAt,
    drawsEndAt: closesAt,
    prizes: INVOICE_PRIZES(closesAt),
    limits: { maxValuePerEntrant: 0, maxPrizes: 0, maxTotalValue: 0 },
  });
}

/** Time-trial visits: enough contractors for three leaderboard pages in both countries. */
const EXPRESS_VISITS = 60;

/**
 * The running express campaign: it opened before the earliest seeded visit (120 days back) and
 * closes two months ahead, so the console's form takes today and the demo's days.
 */
async function seedExpressCampaign(db: Orm, now: Date) {
  const [existing] = await db.select({ n: count() }).from(expressCampaigns);
  if (existing && existing.n > 0) return;
  await db.insert(expressCampaigns).values({
    slug: `express-${now.getUTCFullYear()}`,
    opensOn: isoDay(new Date(now.getTime() - 150 * DAY)),
    closesOn: isoDay(new Date(now.getTime() + 60 * DAY)),
  });
}

async function seedExpress(db: Orm, now: Date) {
  await seedExpressCampaign(db, now);
  const [existing] = await db.select({ n: count() }).from(expressCampaignEntries);
  if (existing && existing.n > 0) return;
  for (let i = 0; i < EXPRESS_VISITS; i++) {
    const r = randomFor(i, SALT.express);
    const country = EXPRESS_COUNTRIES[i % 3 === 0 ? 1 : 0]!;
    const [entry] = await db
      .insert(expressCampaignEntries)
      .values({
        asmName: r.pick(ASM_NAMES),
        wholesaler: r.pick(WHOLESALERS[country]),
        startDate: isoDay(new Date(now.getTime() - r.int(1, 120) * DAY)),
        country,
      })
      .returning({ id: expressCampaignEntries.id });
    const contractors = r.int(2, 3);
    await db.insert(expressContractorTimes).values(
      Array.from({ length: contractors }, () => ({
        entryId: entry!.id,
        contractor: contractorFor(r),
        // Between 2 and 12 minutes, to the millisecond.
        timeTakenMs: r.int(2 * 60_000, 12 * 60_000),
      })),
    );
  }
}

/**
 * The promotions' demo data (issue 11 point 6). Each part checks for itself, so a run that
 * exists is never seeded twice, whatever the recorded version.
 */
export async function seedPromotions(db: Orm, now = new Date()) {
  // One transaction each, so a part that fails half way leaves nothing that says it is done.
  await db.transaction((tx) => seedGoldenTicket2024(tx));
  await db.transaction((tx) => seedCurrentGoldenTicket(tx, now));
  await db.transaction((tx) => seedInvoiceCampaigns(tx, now));
  await db.transaction((tx) => seedExpress(tx, now));
}

export const promotionsSeeder: Seeder = {
  name: 'promotions',
  version: () => 'promotions-1',
  async run(db, opts) {
    await seedPromotions(db.orm);
    opts.log?.('promotions: golden ticket 2024 and current, invoice campaigns, express times');
  },
};
