import { and, eq } from 'drizzle-orm';
import type { DrawKind } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { promotionDrawWinners } from '#src/db/schema.ts';
import { LONDON_DAY } from '../find-golden-ticket-winners.ts';
import type { Promotion } from '../promotion-queries.ts';
import { drawRefusal } from './golden-draw-records.ts';

const WEEK = 7 * 24 * 3_600_000;

/**
 * The draw period of a type that contains `at`, named by a key, or undefined outside every
 * period (docs/decisions/038). The one place the terms' calendar is read:
 * - weekly: the 7-day periods counted from the run's opening, up to the one in which its
 *   draws end (entries made after that are in no draw);
 * - monthly: the day (in the promotion's countries, London time) of one of
 *   `prizes.monthly.dates`;
 * - star: the day of `prizes.star.date`.
 * A pool frozen in one period is stale in any other; each period holds at most one draw.
 */
export function drawPeriodAt(promotion: Promotion, draw: DrawKind, at: Date): string | undefined {
  if (draw === 'weekly') {
    const since = at.getTime() - promotion.opensAt.getTime();
    if (since < 0) return undefined;
    const week = Math.floor(since / WEEK);
    const starts = promotion.opensAt.getTime() + week * WEEK;
    return starts < promotion.drawsEndAt.getTime() ? `weekly:${week + 1}` : undefined;
  }
  const day = LONDON_DAY.format(at);
  const days = draw === 'monthly' ? promotion.prizes.monthly.dates : [promotion.prizes.star.date];
  return days.includes(day) ? `${draw}:${day}` : undefined;
}

function outsideEveryPeriod(promotion: Promotion, draw: DrawKind) {
  if (draw === 'weekly') return drawRefusal(409, 'goldenDraw.error.outsideWeekly');
  if (draw === 'monthly')
    return drawRefusal(409, 'goldenDraw.error.outsideMonthly', {
      dates: promotion.prizes.monthly.dates.join(', '),
    });
  return drawRefusal(409, 'goldenDraw.error.outsideStar', { date: promotion.prizes.star.date });
}

/** The terms' number of prizes of a type (the star prize is spelt `stared`). */
const prizeCount = (promotion: Promotion, draw: DrawKind) =>
  draw === 'stared' ? promotion.prizes.star.count : promotion.prizes[draw].count;

/**
 * Whether a draw of this type may be held at `at`, else the refusal to throw: inside a draw
 * period, below the terms' prize count, and none held yet in this period. Winners are read
 * from `promotion_draw_winners`, which every drawn prize has (seeded past draws included).
 * Freezing and drawing both ask, in their transaction, so the answer holds for the write.
 */
export async function drawRefusalAt(
  db: Pick<Orm, 'select'>,
  promotion: Promotion,
  draw: DrawKind,
  at: Date,
) {
  const period = drawPeriodAt(promotion, draw, at);
  if (!period) return { period, refusal: outsideEveryPeriod(promotion, draw) };
  const held = await db
    .select({ drawnAt: promotionDrawWinners.drawnAt })
    .from(promotionDrawWinners)
    .where(
      and(eq(promotionDrawWinners.promotionId, promotion.id), eq(promotionDrawWinners.draw, draw)),
    );
  const count = prizeCount(promotion, draw);
  if (held.length >= count)
    return { period, refusal: drawRefusal(409, 'goldenDraw.error.countReached', { count }) };
  const same = held.find((h) => drawPeriodAt(promotion, draw, h.drawnAt) === period);
  if (same)
    return {
      period,
      refusal: drawRefusal(409, 'goldenDraw.error.windowDrawn', {
        date: LONDON_DAY.format(same.drawnAt),
      }),
    };
  return { period, refusal: undefined };
}
