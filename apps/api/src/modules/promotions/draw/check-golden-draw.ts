import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenDrawCheckParamsSchema,
  GoldenDrawCheckSchema,
  type GoldenDrawCheck,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenDrawPoolEntries, goldenDraws, goldenEntries, promotions } from '#src/db/schema.ts';
import { byCodePoint, drawRefusal, poolSha256 } from './golden-draw-records.ts';

/**
 * Recomputes a draw from what is stored (docs/decisions/033): the pool's size and hash from
 * its stored serials against those recorded at freezing; once drawn, that the recorded index
 * is the random value modulo the recorded size and that the serial at that index of the
 * sorted pool is the winner's. Any edit of the pool, the value, the index or the winner
 * after the fact shows as a mismatch.
 */
export async function checkGoldenDraw(db: Orm, drawNumber: number): Promise<GoldenDrawCheck> {
  const [row] = await db
    .select({ draw: goldenDraws, slug: promotions.slug, winnerSerial: goldenEntries.serial })
    .from(goldenDraws)
    .innerJoin(promotions, eq(promotions.id, goldenDraws.promotionId))
    .leftJoin(goldenEntries, eq(goldenEntries.id, goldenDraws.winnerEntryId))
    .where(eq(goldenDraws.id, drawNumber));
  if (!row) throw drawRefusal(404, 'goldenDraw.error.drawNotFound');
  const d = row.draw;
  const pool = (
    await db
      .select({ serial: goldenDrawPoolEntries.serial })
      .from(goldenDrawPoolEntries)
      .where(eq(goldenDrawPoolEntries.drawId, d.id))
      .orderBy(asc(goldenDrawPoolEntries.serial))
  )
    .map((p) => p.serial)
    .sort(byCodePoint);
  const recomputedSha256 = poolSha256(pool);
  const poolMatches = recomputedSha256 === d.poolSha256 && pool.length === d.poolSize;
  const drawn =
    d.drawnAt !== null && d.randomValue !== null && d.winnerIndex !== null && row.winnerSerial
      ? {
          randomValue: d.randomValue,
          winnerIndex: d.winnerIndex,
          serialNumber: row.winnerSerial,
          drawnAt: d.drawnAt.toISOString(),
          indexFollowsFromValue: d.randomValue % d.poolSize === d.winnerIndex,
          winnerAtIndex: pool[d.winnerIndex] === row.winnerSerial,
        }
      : null;
  return {
    drawNumber: d.id,
    draw: d.draw,
    promotion: row.slug,
    frozenAt: d.frozenAt.toISOString(),
    recordedPoolSize: d.poolSize,
    recomputedPoolSize: pool.length,
    recordedSha256: d.poolSha256,
    recomputedSha256,
    drawn,
    matches:
      poolMatches && (drawn === null || (drawn.indexFollowsFromValue && drawn.winnerAtIndex)),
  };
}

/** GET /promotions/golden-ticket/draws/:drawNumber/check (staff only, card golden-ticket-draw). */
export const checkGoldenDrawRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/golden-ticket/draws/:drawNumber/check',
    {
      schema: {
        tags: ['admin'],
        summary: "Recompute a draw's pool hash and winner from what is stored",
        params: GoldenDrawCheckParamsSchema,
        response: {
          200: GoldenDrawCheckSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (req) => checkGoldenDraw(app.db.orm, req.params.drawNumber),
  );
};
