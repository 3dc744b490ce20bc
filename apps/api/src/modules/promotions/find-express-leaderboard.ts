import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ExpressLeaderboardQuerySchema,
  ExpressLeaderboardSchema,
  type AsmName,
  type ExpressCountry,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { expressCampaignEntries, expressContractorTimes } from '#src/db/schema.ts';

type LeaderboardQuery = { page: number; size: number; country?: ExpressCountry | undefined };

/** Fastest first; equal times by who ran first, then by row so pages never overlap. */
export async function findExpressLeaderboard(db: Orm, q: LeaderboardQuery) {
  const where: SQL | undefined = q.country
    ? eq(expressCampaignEntries.country, q.country)
    : undefined;
  const content = await db
    .select({
      contractor: expressContractorTimes.contractor,
      timeTaken: expressContractorTimes.timeTakenMs,
      wholesaler: expressCampaignEntries.wholesaler,
      country: expressCampaignEntries.country,
      asmName: expressCampaignEntries.asmName,
      startDate: expressCampaignEntries.startDate,
    })
    .from(expressContractorTimes)
    .innerJoin(
      expressCampaignEntries,
      eq(expressCampaignEntries.id, expressContractorTimes.entryId),
    )
    .where(where)
    .orderBy(
      asc(expressContractorTimes.timeTakenMs),
      asc(expressCampaignEntries.startDate),
      asc(expressContractorTimes.id),
    )
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db
    .select({ n: count() })
    .from(expressContractorTimes)
    .innerJoin(
      expressCampaignEntries,
      eq(expressCampaignEntries.id, expressContractorTimes.entryId),
    )
    .where(where);
  return {
    // The ASM column holds names from ASM_NAMES: the entry form offers no others.
    content: content.map((r) => ({ ...r, asmName: r.asmName as AsmName })),
    totalElements: total?.n ?? 0,
  };
}

/** GET /promotions/express-leaderboard?page&size&country (the public leaderboard). */
export const findExpressLeaderboardRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/express-leaderboard',
    {
      schema: {
        tags: ['promotions'],
        summary: 'The express time trial leaderboard, fastest first, 50 a page',
        querystring: ExpressLeaderboardQuerySchema,
        response: { 200: ExpressLeaderboardSchema, 400: ApiErrorSchema },
      },
    },
    async (req) => findExpressLeaderboard(app.db.orm, req.query),
  );
};
