import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenTicketWinnersQuerySchema,
  GoldenTicketWinnersSchema,
  type DrawKind,
  type WinnerRow,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenEntries, promotionDrawWinners, winningMoments } from '#src/db/schema.ts';
import {
  findLatestPromotionWithWinners,
  findPromotionBySlug,
  type Promotion,
} from './promotion-queries.ts';
import { refuse } from './refuse.ts';

/**
 * The published name: first name and the surname's initial ("Siobhán M."). The terms publish
 * winners for 30 days; a full surname with the town would identify a tradesperson, and the
 * e-mail never leaves the server (ADR 022).
 */
export function publicWinnerName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0]?.toLocaleUpperCase('en-GB');
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** YYYY-MM-DD of the day people in the promotion's countries saw (en-CA writes ISO dates). */
export const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const byDate = (a: WinnerRow, b: WinnerRow) => a.date.localeCompare(b.date) || a.id - b.id;

export async function findGoldenTicketWinners(db: Orm, promotion: Promotion) {
  const instant = await db
    .select({
      id: winningMoments.id,
      firstName: goldenEntries.firstName,
      lastName: goldenEntries.lastName,
      at: goldenEntries.createdAt,
      reward: winningMoments.value,
    })
    .from(winningMoments)
    .innerJoin(goldenEntries, eq(goldenEntries.id, winningMoments.entryId))
    .where(and(eq(winningMoments.promotionId, promotion.id), isNotNull(winningMoments.entryId)));
  const drawn = await db
    .select({
      id: promotionDrawWinners.id,
      draw: promotionDrawWinners.draw,
      firstName: goldenEntries.firstName,
      lastName: goldenEntries.lastName,
      at: promotionDrawWinners.drawnAt,
      reward: promotionDrawWinners.reward,
    })
    .from(promotionDrawWinners)
    .innerJoin(goldenEntries, eq(goldenEntries.id, promotionDrawWinners.entryId))
    .where(eq(promotionDrawWinners.promotionId, promotion.id));

  const row = (r: (typeof drawn)[number] | (typeof instant)[number]): WinnerRow => ({
    id: r.id,
    winnerName: publicWinnerName(r.firstName, r.lastName),
    date: LONDON_DAY.format(r.at),
    reward: r.reward,
  });
  const draw = (kind: DrawKind) =>
    drawn
      .filter((r) => r.draw === kind)
      .map(row)
      .sort(byDate);
  return {
    promotion: promotion.slug,
    star: draw('stared'),
    monthly: draw('monthly'),
    weekly: draw('weekly'),
    instant: instant.map(row).sort(byDate),
  };
}

/** GET /promotions/golden-ticket/winners?promotion=<slug> (the winners page's four tables). */
export const findGoldenTicketWinnersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/golden-ticket/winners',
    {
      schema: {
        tags: ['promotions'],
        summary: "A golden ticket run's winners: star, monthly, weekly and instant",
        querystring: GoldenTicketWinnersQuerySchema,
        response: { 200: GoldenTicketWinnersSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req) => {
      const slug = req.query.promotion;
      const promotion = slug
        ? await findPromotionBySlug(app.db.orm, 'golden-ticket', slug)
        : await findLatestPromotionWithWinners(app.db.orm);
      if (!promotion) throw refuse(404, 'winnersNotFound');
      return findGoldenTicketWinners(app.db.orm, promotion);
    },
  );
};
