import { t } from '@lumen/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenTicketsQuerySchema,
  GoldenTicketsSchema,
  type DrawKind,
  type GoldenTickets,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { findCurrentPromotion } from '../promotion-queries.ts';
import { drawPeriodAt, drawRefusalAt } from './draw-windows.ts';
import { eligibleSerials } from './eligible-serials.ts';
import { drawRefusal, findOpenDraw, missingFrom, storedPool } from './golden-draw-records.ts';

/**
 * What the draw tool shows when a type is chosen (docs/decisions/038), read only: the entries
 * a draw would take now and, for an open pool, the eligible entries it lacks and whether its
 * period has passed. Nothing is frozen or audited here; Draw freezes.
 */
export async function findGoldenTickets(
  db: Orm,
  draw: DrawKind,
  now = new Date(),
): Promise<GoldenTickets> {
  const promotion = await findCurrentPromotion(db, 'golden-ticket', now);
  if (!promotion) throw drawRefusal(409, 'goldenDraw.error.noPromotion');
  const serials = await eligibleSerials(db, promotion, draw, now);
  const open = await findOpenDraw(db, promotion.id, draw);
  const { period, refusal } = await drawRefusalAt(db, promotion, draw, now);
  return {
    draw,
    promotion: promotion.slug,
    eligibleCount: serials.length,
    serialNumbers: serials,
    openDraw: open
      ? {
          drawNumber: open.id,
          frozenAt: open.frozenAt.toISOString(),
          poolSize: open.poolSize,
          poolSha256: open.poolSha256,
          entriesSinceFreeze: missingFrom(await storedPool(db, open.id), serials),
          isStale: drawPeriodAt(promotion, draw, open.frozenAt) !== period,
        }
      : null,
    refusal:
      refusal?.message ?? (serials.length === 0 ? t('en', 'goldenDraw.error.emptyPool') : null),
  };
}

/**
 * GET /promotions/golden-ticket/golden-tickets?draw= (spec §7, "load serials for that type";
 * staff only, card golden-ticket-draw): the type's eligible serials and its open pool, if any.
 */
export const findGoldenTicketsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/golden-ticket/golden-tickets',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A draw type's eligible serials and its open pool's entries since freeze; writes nothing",
        querystring: GoldenTicketsQuerySchema,
        response: {
          200: GoldenTicketsSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (req) => findGoldenTickets(app.db.orm, req.query.draw),
  );
};
