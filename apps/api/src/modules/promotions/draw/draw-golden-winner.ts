import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenDrawResultSchema,
  WinnerUpdateQuerySchema,
  type DrawKind,
  type GoldenDrawResult,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenDraws, goldenEntries, promotionDrawWinners, promotions } from '#src/db/schema.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { Actor } from '#src/modules/auth/staff-ref.ts';
import { assertRunTotalsAllow } from '../prize-terms.ts';
import { drawPeriodAt, drawRefusalAt } from './draw-windows.ts';
import { eligibleSerials } from './eligible-serials.ts';
import {
  drawRefusal,
  findDrawResult,
  poolSha256,
  rewardFor,
  storedPool,
} from './golden-draw-records.ts';

/** A uniform integer in [min, max): crypto.randomInt, or a stand-in in tests. */
export type RandomBelow = (min: number, max: number) => number;
type DrawnIndex = { value: number; index: number };

/** crypto.randomInt takes ranges below 2^48. */
const RANDOM_RANGE = 2 ** 48 - 1;

/**
 * A uniform random value and the index it gives into a pool of `size`: the value is drawn
 * below the largest multiple of `size` randomInt can reach, so `value mod size` favours no
 * index, and both are recorded so the index can be re-derived (docs/decisions/033).
 */
export function drawIndex(size: number, random: RandomBelow = randomInt): DrawnIndex {
  const limit = Math.floor(RANDOM_RANGE / size) * size;
  const value = random(0, limit);
  return { value, index: value % size };
}

/**
 * Draws the frozen pool named by its number, once. The draw row is locked (FOR UPDATE), so of
 * two presses the second waits, then finds it drawn and gets the recorded result; the value,
 * index, winner, who drew and when, the winners-table row (the public winners page and the
 * customers list read it) and the audit entry are one transaction. A pool that was superseded,
 * was frozen in an earlier draw period, or no longer is the eligible pool (entries made since
 * its freeze) is refused, as are draws the terms do not allow now (docs/decisions/038).
 */
export async function drawGoldenWinner(
  db: Orm,
  query: { draw: DrawKind; drawNumber: number },
  actor: Actor & { actorId: number },
  random: RandomBelow = randomInt,
  now = new Date(),
): Promise<GoldenDrawResult> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ draw: goldenDraws, promotion: promotions })
      .from(goldenDraws)
      .innerJoin(promotions, eq(promotions.id, goldenDraws.promotionId))
      .where(eq(goldenDraws.id, query.drawNumber))
      .for('update', { of: goldenDraws });
    if (!row) throw drawRefusal(404, 'goldenDraw.error.drawNotFound');
    const { draw: d, promotion } = row;
    if (d.draw !== query.draw) throw drawRefusal(409, 'goldenDraw.error.drawTypeMismatch');
    if (d.drawnAt !== null) return; // Already drawn: everyone gets the recorded result.
    if (d.supersededAt !== null) throw drawRefusal(409, 'goldenDraw.error.superseded');
    const { period, refusal } = await drawRefusalAt(tx, promotion, d.draw, now);
    if (drawPeriodAt(promotion, d.draw, d.frozenAt) !== period)
      throw drawRefusal(409, 'goldenDraw.error.windowPassed');
    if (refusal) throw refusal;
    const pool = await storedPool(tx, d.id);
    if (poolSha256(await eligibleSerials(tx, promotion, d.draw, now)) !== poolSha256(pool))
      throw drawRefusal(409, 'goldenDraw.error.poolOutdated');
    const reward = rewardFor(promotion.prizes, d.draw);
    await assertRunTotalsAllow(tx, promotion, reward);

    const { value, index } = drawIndex(d.poolSize, random);
    const serial = pool[index];
    if (serial === undefined || pool.length !== d.poolSize)
      throw new Error(`golden draw ${d.id}: stored pool differs from its recorded size`);
    const [entry] = await tx
      .select({ id: goldenEntries.id })
      .from(goldenEntries)
      .where(eq(goldenEntries.serial, serial));
    if (!entry) throw new Error(`golden draw ${d.id}: no entry for serial ${serial}`);
    const drawnAt = now;
    await tx
      .update(goldenDraws)
      .set({
        randomValue: value,
        winnerIndex: index,
        winnerEntryId: entry.id,
        drawnBy: actor.actorId,
        drawnAt,
      })
      .where(eq(goldenDraws.id, d.id));
    await tx.insert(promotionDrawWinners).values({
      promotionId: d.promotionId,
      draw: d.draw,
      entryId: entry.id,
      drawnAt,
      reward,
    });
    await recordAudit(tx, {
      action: 'golden-ticket-draw.draw',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'golden-draw', id: d.id },
      details: {
        promotion: promotion.slug,
        draw: d.draw,
        poolSize: d.poolSize,
        poolSha256: d.poolSha256,
        randomValue: value,
        winnerIndex: index,
        serialNumber: serial,
        reward,
      },
    });
  });
  const result = await findDrawResult(db, query.drawNumber);
  if (!result) throw new Error(`golden draw ${query.drawNumber}: drawn but not found`);
  return result;
}

/**
 * POST /promotions/golden-ticket/winner-update?draw=&drawNumber= (spec §7; staff only, card
 * golden-ticket-draw): draws and records the winner of a frozen pool, or returns the recorded
 * one. The spec's `serialNumber` (the browser's pick) is refused: the server picks.
 */
export const drawGoldenWinnerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promotions/golden-ticket/winner-update',
    {
      schema: {
        tags: ['admin'],
        summary: 'Draw the winner of a frozen pool with a CSPRNG, once, and record it',
        querystring: WinnerUpdateQuerySchema,
        response: {
          200: GoldenDrawResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      drawGoldenWinner(app.db.orm, req.query, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
