import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenDrawCheckParamsSchema,
  GoldenDrawCheckSchema,
  type GoldenDrawCheck,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { auditLog, goldenDraws, goldenEntries, promotions } from '#src/db/schema.ts';
import { eligibleSerials } from './eligible-serials.ts';
import { drawRefusal, poolSha256, storedPool } from './golden-draw-records.ts';

/**
 * The details of a draw's first audit entry of an action. The log is append-only (a trigger
 * refuses updates and deletes), so the first entry is the one written with the change; a
 * later one could only have been added by someone writing to the table directly.
 */
async function firstAuditDetails(db: Orm, action: string, drawId: number) {
  const [entry] = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.targetType, 'golden-draw'),
        eq(auditLog.targetId, String(drawId)),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(1);
  return entry?.details;
}

const figures = (d: Record<string, unknown> | undefined) =>
  d && typeof d.poolSize === 'number' && typeof d.poolSha256 === 'string'
    ? { poolSize: d.poolSize, poolSha256: d.poolSha256 }
    : null;

/**
 * Recomputes a draw from what is stored (docs/decisions/033, 038) and names each comparison:
 * the stored pool's size and hash against the draw's row; the row's against the freeze's audit
 * entry (which nobody can rewrite); the stored pool against the eligible pool recomputed at the
 * freeze time; once drawn, that the index is the value modulo the size, that the serial at
 * that index of the sorted pool is the recorded winner's, and that value, index and winner are
 * those of the draw's audit entry. Any edit of the pool, the recorded figures, the value, the
 * index or the winner after the fact shows as a mismatch.
 */
export async function checkGoldenDraw(db: Orm, drawNumber: number): Promise<GoldenDrawCheck> {
  const [row] = await db
    .select({ draw: goldenDraws, promotion: promotions, winnerSerial: goldenEntries.serial })
    .from(goldenDraws)
    .innerJoin(promotions, eq(promotions.id, goldenDraws.promotionId))
    .leftJoin(goldenEntries, eq(goldenEntries.id, goldenDraws.winnerEntryId))
    .where(eq(goldenDraws.id, drawNumber));
  if (!row) throw drawRefusal(404, 'goldenDraw.error.drawNotFound');
  const { draw: d, promotion } = row;
  const pool = await storedPool(db, d.id);
  const recomputedSha256 = poolSha256(pool);
  const eligible = await eligibleSerials(db, promotion, d.draw, d.frozenAt);
  const eligibleAtFreeze = { poolSize: eligible.length, poolSha256: poolSha256(eligible) };
  const freezeAudit = figures(await firstAuditDetails(db, 'golden-ticket-draw.freeze', d.id));
  const drawn =
    d.drawnAt !== null && d.randomValue !== null && d.winnerIndex !== null && row.winnerSerial
      ? {
          randomValue: d.randomValue,
          winnerIndex: d.winnerIndex,
          serialNumber: row.winnerSerial,
          drawnAt: d.drawnAt.toISOString(),
        }
      : null;
  const drawAudit = drawn ? await firstAuditDetails(db, 'golden-ticket-draw.draw', d.id) : null;
  const comparisons = {
    poolMatchesRecord: recomputedSha256 === d.poolSha256 && pool.length === d.poolSize,
    recordMatchesFreezeAudit:
      freezeAudit !== null &&
      freezeAudit.poolSize === d.poolSize &&
      freezeAudit.poolSha256 === d.poolSha256,
    poolMatchesEligibility:
      eligibleAtFreeze.poolSha256 === recomputedSha256 && eligible.length === pool.length,
    indexFollowsFromValue: drawn ? drawn.randomValue % d.poolSize === drawn.winnerIndex : null,
    winnerAtIndex: drawn ? pool[drawn.winnerIndex] === drawn.serialNumber : null,
    resultMatchesDrawAudit: drawn
      ? drawAudit?.randomValue === drawn.randomValue &&
        drawAudit.winnerIndex === drawn.winnerIndex &&
        drawAudit.serialNumber === drawn.serialNumber
      : null,
  };
  return {
    drawNumber: d.id,
    draw: d.draw,
    promotion: promotion.slug,
    frozenAt: d.frozenAt.toISOString(),
    supersededAt: d.supersededAt?.toISOString() ?? null,
    recordedPoolSize: d.poolSize,
    recomputedPoolSize: pool.length,
    recordedSha256: d.poolSha256,
    recomputedSha256,
    freezeAudit,
    eligibleAtFreeze,
    drawn,
    comparisons,
    matches: Object.values(comparisons).every((c) => c !== false),
  };
}

/** GET /promotions/golden-ticket/draws/:drawNumber/check (staff only, card golden-ticket-draw). */
export const checkGoldenDrawRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/golden-ticket/draws/:drawNumber/check',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Recompute a draw from what is stored, against its row, its audit entries and eligibility',
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
