import { randomInt } from 'node:crypto';
import type { Orm } from '#src/db/client.ts';
import { winningMoments } from '#src/db/schema.ts';

export type WinningMomentsPlan = {
  promotionId: number;
  count: number;
  /** Each moment's prize, in the run's currency. */
  value: number;
  from: Date;
  /** Exclusive. */
  to: Date;
};

/** Rows per INSERT. */
const BATCH = 1000;

/**
 * Draws a run's winning moments when the run is created: `count` instants spread uniformly
 * over [from, to) with crypto.randomInt, so nobody can predict them from the code or from
 * earlier moments. The first entry at or after a moment wins it (docs/decisions/022).
 */
export async function createWinningMoments(db: Orm, plan: WinningMomentsPlan): Promise<Date[]> {
  const span = plan.to.getTime() - plan.from.getTime();
  if (span <= 0) throw new Error('The instant-win window must end after it starts');
  const moments = Array.from(
    { length: plan.count },
    () => new Date(plan.from.getTime() + randomInt(span)),
  ).sort((a, b) => a.getTime() - b.getTime());
  for (let i = 0; i < moments.length; i += BATCH) {
    await db.insert(winningMoments).values(
      moments.slice(i, i + BATCH).map((at) => ({
        promotionId: plan.promotionId,
        at,
        value: plan.value,
      })),
    );
  }
  return moments;
}
