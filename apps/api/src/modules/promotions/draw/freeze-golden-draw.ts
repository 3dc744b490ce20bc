import { and, asc, eq, gte, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenDrawPoolSchema,
  GoldenTicketsQuerySchema,
  type DrawKind,
  type GoldenDrawPool,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import {
  goldenDrawPoolEntries,
  goldenDraws,
  goldenEntries,
  promotionDrawWinners,
} from '#src/db/schema.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { Actor } from '#src/modules/auth/staff-ref.ts';
import { findCurrentPromotion, type Promotion } from '../promotion-queries.ts';
import { entrantFits } from '../prize-terms.ts';
import { insertDrawPool } from '../queries/insert-draw-pool.sql.ts';
import { byCodePoint, drawRefusal, poolSha256, rewardFor } from './golden-draw-records.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/**
 * A draw's eligible pool at `frozenAt` (docs/decisions/033): the run's entries made from its
 * opening up to the freeze (and never after draws_end_at, when entries leave the draws) that
 * have not already won a draw of this type, and whose entrant can still take its prize within
 * the per-entrant cap (docs/decisions/039), sorted by code point.
 */
async function eligibleSerials(tx: Tx, promotion: Promotion, draw: DrawKind, frozenAt: Date) {
  const until = frozenAt < promotion.drawsEndAt ? frozenAt : promotion.drawsEndAt;
  const rows = await tx
    .select({ serial: goldenEntries.serial })
    .from(goldenEntries)
    .where(
      and(
        eq(goldenEntries.promotionId, promotion.id),
        gte(goldenEntries.createdAt, promotion.opensAt),
        lt(goldenEntries.createdAt, until),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(promotionDrawWinners)
            .where(
              and(
                eq(promotionDrawWinners.promotionId, promotion.id),
                eq(promotionDrawWinners.draw, draw),
                eq(promotionDrawWinners.entryId, goldenEntries.id),
              ),
            ),
        ),
        entrantFits(promotion, goldenEntries.emailKey, rewardFor(promotion.prizes, draw), frozenAt),
      ),
    );
  return rows.map((r) => r.serial).sort(byCodePoint);
}

async function openDraw(db: Pick<Orm, 'select'>, promotionId: number, draw: DrawKind) {
  const [open] = await db
    .select()
    .from(goldenDraws)
    .where(
      and(
        eq(goldenDraws.promotionId, promotionId),
        eq(goldenDraws.draw, draw),
        isNull(goldenDraws.drawnAt),
      ),
    );
  return open;
}

async function poolOf(db: Pick<Orm, 'select'>, drawId: number) {
  const rows = await db
    .select({ serial: goldenDrawPoolEntries.serial })
    .from(goldenDrawPoolEntries)
    .where(eq(goldenDrawPoolEntries.drawId, drawId))
    .orderBy(asc(goldenDrawPoolEntries.serial));
  // The index's order may follow a collation; the draw's order is code-point order.
  return rows.map((r) => r.serial).sort(byCodePoint);
}

const answer = (
  d: typeof goldenDraws.$inferSelect,
  promotion: Promotion,
  serialNumbers: string[],
): GoldenDrawPool => ({
  drawNumber: d.id,
  draw: d.draw,
  promotion: promotion.slug,
  frozenAt: d.frozenAt.toISOString(),
  poolSize: d.poolSize,
  poolSha256: d.poolSha256,
  serialNumbers,
});

/**
 * Freezes the eligible pool of a draw type for the current run, or returns the open
 * (frozen, undrawn) draw of that type: loading the serials twice, or two staff loading at
 * once, yields one draw. The pool, its size and hash and the audit entry are written in one
 * transaction; an empty pool records nothing and is refused with 409.
 */
export async function freezeGoldenDraw(
  db: Orm,
  draw: DrawKind,
  actor: Actor & { actorId: number },
  now = new Date(),
): Promise<GoldenDrawPool> {
  const promotion = await findCurrentPromotion(db, 'golden-ticket', now);
  if (!promotion) throw drawRefusal(409, 'goldenDraw.error.noPromotion');
  return db.transaction(async (tx) => {
    const open = await openDraw(tx, promotion.id, draw);
    if (open) return answer(open, promotion, await poolOf(tx, open.id));
    const serials = await eligibleSerials(tx, promotion, draw, now);
    if (serials.length === 0) throw drawRefusal(409, 'goldenDraw.error.emptyPool');
    const sha = poolSha256(serials);
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
      // Another staff member froze this type meanwhile: theirs is the draw (read below).
      .onConflictDoNothing({
        target: [goldenDraws.promotionId, goldenDraws.draw],
        where: isNull(goldenDraws.drawnAt),
      })
      .returning();
    if (!created) {
      const theirs = await openDraw(tx, promotion.id, draw);
      if (!theirs) throw new Error('golden draw: conflicting open draw vanished');
      return answer(theirs, promotion, await poolOf(tx, theirs.id));
    }
    await insertDrawPool(tx, created.id, serials);
    await recordAudit(tx, {
      action: 'golden-ticket-draw.freeze',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'golden-draw', id: created.id },
      details: { promotion: promotion.slug, draw, poolSize: serials.length, poolSha256: sha },
    });
    return answer(created, promotion, serials);
  });
}

/**
 * GET /promotions/golden-ticket/golden-tickets?draw= (spec §7; staff only, card
 * golden-ticket-draw): the serials in the draw, frozen as the draw's pool.
 */
export const freezeGoldenDrawRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/golden-ticket/golden-tickets',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Freeze (or reuse) a draw type's eligible pool: its number, size, hash and serials",
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
