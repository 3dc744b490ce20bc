import type { PromotionPrizes } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenEntries } from '#src/db/schema.ts';
import { createPromotion } from '../create-promotion.ts';
import { LONDON_DAY } from '../find-golden-ticket-winners.ts';
import { issueSerials } from '../issue-serials.ts';
import { TEST_LIMITS, TEST_PRIZES } from './golden-runs.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;

/** The day (London time) of an instant, as the terms' draw dates are written. */
export const dayOf = (at: Date) => LONDON_DAY.format(at);

let runs = 0;
let entrants = 0;

/**
 * A golden ticket run for the draw tests, opening 20 weeks ago (a minute later than the
 * previous one, so the newest is the current run whenever the test's `now` is after it) and
 * open for 20 more weeks, with `serials` unused serials. Prizes default to 15 weekly draws.
 */
export async function createDrawRun(
  db: Orm,
  opts: {
    serials?: number;
    /** The terms' prizes that differ, given the instant `ms` after the run opens. */
    prizes?: (after: (ms: number) => Date) => Partial<PromotionPrizes>;
    weeks?: number;
  } = {},
) {
  runs += 1;
  const opensAt = new Date(Date.now() - 20 * WEEK + runs * 60_000);
  /** An instant `ms` after the run opened. */
  const after = (ms: number) => new Date(opensAt.getTime() + ms);
  const endsAt = after((opts.weeks ?? 40) * WEEK);
  const promotion = await createPromotion(db, {
    kind: 'golden-ticket',
    slug: `draw-run-${runs}-${Date.now()}`,
    opensAt,
    closesAt: endsAt,
    instantWinStartsAt: null,
    instantWinEndsAt: null,
    drawsEndAt: endsAt,
    prizes: { ...TEST_PRIZES, weekly: { count: 15, value: 100 }, ...opts.prizes?.(after) },
    limits: TEST_LIMITS,
  });
  const serials = await issueSerials(db, promotion.id, opts.serials ?? 40);
  let next = 0;
  /** Enters the next unused serials, one entrant each, made at the given instants. */
  const enter = async (...at: Date[]) => {
    const taken = serials.slice(next, next + at.length);
    next += at.length;
    if (taken.length < at.length) throw new Error('createDrawRun: out of serials');
    await db.insert(goldenEntries).values(
      taken.map((serial, i) => {
        entrants += 1;
        return {
          promotionId: promotion.id,
          serial,
          firstName: `Entrant${entrants}`,
          lastName: 'Byrne',
          email: `draw-entrant-${entrants}@sparks.example`,
          marketingConsentAt: at[i]!,
          createdAt: at[i]!,
        };
      }),
    );
    return taken;
  };
  return { promotion, enter, after };
}
