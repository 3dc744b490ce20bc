import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenDrawPoolSchema,
  GoldenTicketsQuerySchema,
  type DrawKind,
  type GoldenDrawPool,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenDraws } from '#src/db/schema.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { Actor } from '#src/modules/auth/staff-ref.ts';
import { findCurrentPromotion, type Promotion } from '../promotion-queries.ts';
import { insertDrawPool } from '../queries/insert-draw-pool.sql.ts';
import { drawPeriodAt, drawRefusalAt } from './draw-windows.ts';
import { eligibleSerials } from './eligible-serials.ts';
import {
  drawRefusal,
  findOpenDraw,
  missingFrom,
  poolSha256,
  storedPool,
} from './golden-draw-records.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
type Draw = typeof goldenDraws.$inferSelect;
type Staff = Actor & { actorId: number };

const answer = (d: Draw, promotion: Promotion, serialNumbers: string[]): GoldenDrawPool => ({
  drawNumber: d.id,
  draw: d.draw,
  promotion: promotion.slug,
  frozenAt: d.frozenAt.toISOString(),
  poolSize: d.poolSize,
  poolSha256: d.poolSha256,
  serialNumbers,
});

/**
 * Marks an open draw superseded (who, when) and audits why: eligible entries it lacks, entries
 * of its pool no longer eligible, or its draw period has passed. It is never drawn after.
 */
async function supersede(
  tx: Tx,
  open: Draw,
  promotion: Promotion,
  reason: { periodPassed: boolean; entriesSinceFreeze: number; noLongerEligible: number },
  actor: Staff,
  now: Date,
) {
  await tx
    .update(goldenDraws)
    .set({ supersededAt: now, supersededBy: actor.actorId })
    .where(
      and(
        eq(goldenDraws.id, open.id),
        isNull(goldenDraws.drawnAt),
        isNull(goldenDraws.supersededAt),
      ),
    );
  await recordAudit(tx, {
    action: 'golden-ticket-draw.supersede',
    actorId: actor.actorId,
    clientAddress: actor.clientAddress,
    target: { type: 'golden-draw', id: open.id },
    details: {
      promotion: promotion.slug,
      draw: open.draw,
      frozenAt: open.frozenAt.toISOString(),
      poolSize: open.poolSize,
      poolSha256: open.poolSha256,
      ...reason,
    },
  });
}

/**
 * Freezes the eligible pool of a draw type for the current run, at draw time (docs/decisions
 * 033, 038). Refused outside the type's draw periods, once the terms' prizes of the type are
 * drawn, or when this period's draw is held. An open draw is returned as it is only when it
 * was frozen in this period and its pool is still exactly the eligible one (two staff
 * pressing Draw at once get one draw); otherwise it is superseded and a new pool frozen. The
 * pool, its size and hash, and the audit entries are one transaction; an empty pool records
 * nothing and is refused with 409.
 */
export async function freezeGoldenDraw(
  db: Orm,
  draw: DrawKind,
  actor: Staff,
  now = new Date(),
): Promise<GoldenDrawPool> {
  const promotion = await findCurrentPromotion(db, 'golden-ticket', now);
  if (!promotion) throw drawRefusal(409, 'goldenDraw.error.noPromotion');
  return db.transaction(async (tx) => {
    // Locked first: a press drawing this pool meanwhile finishes before the checks below.
    const open = await findOpenDraw(tx, promotion.id, draw, true);
    const { period, refusal } = await drawRefusalAt(tx, promotion, draw, now);
    if (refusal) throw refusal;
    const serials = await eligibleSerials(tx, promotion, draw, now);
    const sha = poolSha256(serials);
    if (open) {
      const periodPassed = drawPeriodAt(promotion, draw, open.frozenAt) !== period;
      if (!periodPassed && open.poolSha256 === sha) return answer(open, promotion, serials);
      const pool = await storedPool(tx, open.id);
      await supersede(
        tx,
        open,
        promotion,
        {
          periodPassed,
          entriesSinceFreeze: missingFrom(pool, serials),
          noLongerEligible: missingFrom(serials, pool),
        },
        actor,
        now,
      );
    }
    if (serials.length === 0) throw drawRefusal(409, 'goldenDraw.error.emptyPool');
    const [created] = await tx
      .insert(goldenDraws)
      .values({
        promotionId: promotion.id,
        draw,
        frozenAt: now,
        frozenBy: actor.actorId,
        poolSize: serials.length,
        poolSha256: sha,
      })
      // Another staff member froze this type meanwhile, from the same entries: theirs is the draw.
      .onConflictDoNothing({
        target: [goldenDraws.promotionId, goldenDraws.draw],
        where: and(isNull(goldenDraws.drawnAt), isNull(goldenDraws.supersededAt)),
      })
      .returning();
    if (!created) {
      const theirs = await findOpenDraw(tx, promotion.id, draw);
      if (!theirs) throw new Error('golden draw: conflicting open draw vanished');
      return answer(theirs, promotion, await storedPool(tx, theirs.id));
    }
    await insertDrawPool(tx, created.id, serials);
    await recordAudit(tx, {
      action: 'golden-ticket-draw.freeze',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'golden-draw', id: created.id },
      details: {
        promotion: promotion.slug,
        draw,
        poolSize: serials.length,
        poolSha256: sha,
        ...(open ? { supersedes: open.id } : {}),
      },
    });
    return answer(created, promotion, serials);
  });
}

/**
 * POST /promotions/golden-ticket/draws?draw= (staff only, card golden-ticket-draw): the Draw
 * button's first step, freezing the type's pool; winner-update then draws it.
 */
export const freezeGoldenDrawRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promotions/golden-ticket/draws',
    {
      schema: {
        tags: ['admin'],
        summary: "Freeze a draw type's eligible pool at draw time: its number, size, hash, serials",
        querystring: GoldenTicketsQuerySchema,
        response: {
          200: GoldenDrawPoolSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      freezeGoldenDraw(app.db.orm, req.query.draw, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
