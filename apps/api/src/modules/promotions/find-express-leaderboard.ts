import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ExpressLeaderboardQuerySchema,
  ExpressLeaderboardSchema,
  type ExpressCountry,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { expressCampaignEntries, expressContractorTimes, staffAccounts } from '#src/db/schema.ts';
import { asmDisplayName } from './express-asm-name.ts';

type LeaderboardQuery = { page: number; size: number; country?: ExpressCountry | undefined };

/**
 * Fastest first; equal times by who ran first, then by row so pages never overlap. Withdrawn
 * entries are not on the board (the console's list keeps them).
 */
export async function findExpressLeaderboard(db: Orm, q: LeaderboardQuery) {
  const where = and(
    isNull(expressCampaignEntries.withdrawnAt),
    q.country ? eq(expressCampaignEntries.country, q.country) : undefined,
  );
  const content = await db
    .select({
      contractor: expressContractorTimes.contractor,
      timeTaken: expressContractorTimes.timeTakenMs,
      wholesaler: expressCampaignEntries.wholesaler,
      country: expressCampaignEntries.country,
      asmName: asmDisplayName,
      startDate: expressCampaignEntries.startDate,
    })
    .from(expressContractorTimes)
    .innerJoin(
      expressCampaignEntries,
      eq(expressCampaignEntries.id, expressContractorTimes.entryId),
    )
    .leftJoin(staffAccounts, eq(staffAccounts.id, expressCampaignEntries.asmStaffId))
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
    content,
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
