import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PromotionLimits } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { winningMoments } from '#src/db/schema.ts';
import { drawRefusal } from './draw/golden-draw-records.ts';

/*
 * The prize terms of a golden ticket run (campaigns spec §9; docs/decisions/039), each rule
 * written once and used by every award: the instant moments (claimInstantWin) and the draws
 * (the pool's entrantFits, the draw's assertRunTotalsAllow). An entrant is an entry's
 * `email_key` (migration 0019: trimmed, NFC, lower case), so `A@X.com` and `a@x.com` are one.
 */

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
/** A prize value: a number from the terms, or a column (the moment's own value). */
type Amount = number | SQLWrapper;
// Terms may hold fractions (PromotionLimitsSchema); numeric compares them exactly.
const amount = (v: Amount) => (typeof v === 'number' ? sql`${v}::numeric` : sql`${v}`);
/** The parts of a run the terms read. */
type Run = { id: number; limits: PromotionLimits };

/** One instant voucher per entrant per run, whatever the value cap would still allow. */
export const INSTANT_WINS_PER_ENTRANT = 1;

/**
 * Everything the run has awarded, one row per prize: the entrant, the value and the kind
 * (`instant`, or the draw type). Claimed moments and draw winners are the only awards. With
 * `asOf`, only those made before it (a moment is claimed when its entry is made), so a pool
 * recomputed later for its freeze time comes out the same.
 */
const runAwards = (promotionId: number, asOf?: Date) => {
  const before = (at: SQL) => (asOf ? sql` AND ${at} < ${asOf.toISOString()}` : sql``);
  return sql`(
  SELECT e.email_key, m.value, 'instant' AS kind
    FROM winning_moments m JOIN golden_entries e ON e.id = m.entry_id
   WHERE m.promotion_id = ${promotionId}${before(sql`e.created_at`)}
  UNION ALL
  SELECT e.email_key, w.reward, w.draw
    FROM promotion_draw_winners w JOIN golden_entries e ON e.id = w.entry_id
   WHERE w.promotion_id = ${promotionId}${before(sql`w.drawn_at`)})`;
};

/**
 * The per-entrant cap: what the entrant behind `emailKey` has won in the run, plus the prize
 * at stake, stays within `maxValuePerEntrant`. The entrants already too close are found once
 * (awards are few), so the condition costs one hashed lookup per entry in a draw's pool.
 * `asOf`: count the awards made before it only (a draw's freeze time).
 */
export const entrantFits = (run: Run, emailKey: SQLWrapper, atStake: Amount, asOf?: Date): SQL =>
  sql`(${amount(atStake)} <= ${amount(run.limits.maxValuePerEntrant)} AND ${emailKey} NOT IN (
    SELECT a.email_key FROM ${runAwards(run.id, asOf)} a
     GROUP BY a.email_key
    HAVING sum(a.value) + ${amount(atStake)} > ${amount(run.limits.maxValuePerEntrant)}))`;

/** The entrant has fewer instant wins in the run than INSTANT_WINS_PER_ENTRANT. */
const instantWinLeft = (run: Run, emailKey: SQLWrapper): SQL =>
  sql`((SELECT count(*) FROM ${runAwards(run.id)} a
         WHERE a.kind = 'instant' AND a.email_key = ${emailKey}) < ${INSTANT_WINS_PER_ENTRANT})`;

/** The run's totals: another prize of `atStake` keeps it within maxPrizes and maxTotalValue. */
const runTotals = (run: Run, atStake: Amount) =>
  sql`(SELECT count(*) < ${amount(run.limits.maxPrizes)} AS "prizesLeft",
              coalesce(sum(a.value), 0) + ${amount(atStake)} <= ${amount(run.limits.maxTotalValue)}
                AS "valueLeft"
         FROM ${runAwards(run.id)} a)`;

/**
 * Awards of one run are made one at a time: the caps are sums over earlier awards, and a
 * statement only sees what committed before it began, so two concurrent awards could each
 * pass a cap that together they break. The lock lasts until the transaction ends; the
 * statements after it see every award made before it.
 */
async function lockRunAwards(tx: Tx, promotionId: number) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('golden-awards'), ${promotionId}::int)`,
  );
}

/**
 * Claims the earliest moment due at `now` for a stored entry, when the entrant and the run are
 * within every term; otherwise nothing (the visitor reads "no instant win", never an error).
 * Called only when the entry statement saw a due moment, so most entries never take the lock.
 */
export async function claimInstantWin(
  db: Orm,
  run: Run,
  entryId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockRunAwards(tx, run.id);
    const emailKey = sql`(SELECT email_key FROM golden_entries WHERE id = ${entryId})`;
    const value = sql`winning_moments.value`;
    const won = await tx
      .update(winningMoments)
      .set({ entryId })
      .where(
        sql`entry_id IS NULL
         AND id = (SELECT m.id FROM winning_moments m
                    WHERE m.promotion_id = ${run.id} AND m.entry_id IS NULL
                      AND m.at <= ${now.toISOString()}
                    ORDER BY m.at, m.id LIMIT 1 FOR UPDATE)
         AND ${entrantFits(run, emailKey, value)}
         AND ${instantWinLeft(run, emailKey)}
         AND (SELECT t."prizesLeft" AND t."valueLeft" FROM ${runTotals(run, value)} t)`,
      )
      .returning({ id: winningMoments.id });
    return won.length > 0;
  });
}

/**
 * A draw about to award `reward`: takes the run's award lock (held until the draw's
 * transaction commits) and refuses when the run has given every prize its terms allow or the
 * prize would pass their total value.
 */
export async function assertRunTotalsAllow(tx: Tx, run: Run, reward: number) {
  await lockRunAwards(tx, run.id);
  const [totals] = await tx
    .select({ prizesLeft: sql<boolean>`t."prizesLeft"`, valueLeft: sql<boolean>`t."valueLeft"` })
    .from(sql`${runTotals(run, reward)} t`);
  if (!totals?.prizesLeft) throw drawRefusal(409, 'goldenDraw.error.maxPrizes');
  if (!totals.valueLeft) throw drawRefusal(409, 'goldenDraw.error.maxTotalValue');
}
