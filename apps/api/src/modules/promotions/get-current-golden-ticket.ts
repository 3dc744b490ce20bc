import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, GoldenTicketCurrentSchema } from '@lumen/validation';
import { findCurrentPromotionCached } from './current-promotion-cache.ts';
import { isInstantWinOpen, isOpen, type Promotion } from './promotion-queries.ts';
import { refuse } from './refuse.ts';

/** The facts of a run the entry page shows; never its serials, moments or entrants. */
function toPublicFacts(p: Promotion, now: Date) {
  return {
    slug: p.slug,
    opensAt: p.opensAt.toISOString(),
    closesAt: p.closesAt.toISOString(),
    instantWinStartsAt: p.instantWinStartsAt?.toISOString() ?? null,
    instantWinEndsAt: p.instantWinEndsAt?.toISOString() ?? null,
    drawsEndAt: p.drawsEndAt.toISOString(),
    prizes: p.prizes,
    open: isOpen(p, now),
    instantWinOpen: isInstantWinOpen(p, now),
  };
}

/** GET /promotions/golden-ticket/current: the run the entry form enters. */
export const getCurrentGoldenTicketRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/golden-ticket/current',
    {
      schema: {
        tags: ['promotions'],
        summary: 'The current golden ticket run: dates, prizes, and whether it takes entries',
        response: { 200: GoldenTicketCurrentSchema, 404: ApiErrorSchema },
      },
    },
    async () => {
      const now = new Date();
      // The same run the entry route enters (up to a second old; `open` is computed now).
      const promotion = await findCurrentPromotionCached(app.db.orm, 'golden-ticket', now);
      if (!promotion) throw refuse(404, 'noPromotion');
      return toPublicFacts(promotion, now);
    },
  );
};
