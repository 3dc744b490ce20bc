import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ExpressAdminEntriesSchema,
  ExpressLeaderboardQuerySchema,
  type ExpressAdminEntries,
  type ExpressCountry,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { expressCampaignEntries, expressContractorTimes, staffAccounts } from '#src/db/schema.ts';
import { asmDisplayName } from '../express-asm-name.ts';

type EntriesQuery = { page: number; size: number; country?: ExpressCountry | undefined };

/**
 * The filed entries, newest first, withdrawn ones included (marked): the list an admin
 * corrects and withdraws from, 50 a page like the leaderboard (spec §7).
 */
export async function findExpressEntries(db: Orm, q: EntriesQuery): Promise<ExpressAdminEntries> {
  const where: SQL | undefined = q.country
    ? eq(expressCampaignEntries.country, q.country)
    : undefined;
  const entries = await db
    .select({
      id: expressCampaignEntries.id,
      asmStaffId: expressCampaignEntries.asmStaffId,
      asmName: asmDisplayName,
      wholesaler: expressCampaignEntries.wholesaler,
      country: expressCampaignEntries.country,
      startDate: expressCampaignEntries.startDate,
      createdAt: expressCampaignEntries.createdAt,
      withdrawnAt: expressCampaignEntries.withdrawnAt,
    })
    .from(expressCampaignEntries)
    .leftJoin(staffAccounts, eq(staffAccounts.id, expressCampaignEntries.asmStaffId))
    .where(where)
    .orderBy(desc(expressCampaignEntries.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const times = entries.length
    ? await db
        .select({
          id: expressContractorTimes.id,
          entryId: expressContractorTimes.entryId,
          contractor: expressContractorTimes.contractor,
          timeTaken: expressContractorTimes.timeTakenMs,
        })
        .from(expressContractorTimes)
        .where(
          inArray(
            expressContractorTimes.entryId,
            entries.map((e) => e.id),
          ),
        )
        .orderBy(asc(expressContractorTimes.id))
    : [];
  const [total] = await db.select({ n: count() }).from(expressCampaignEntries).where(where);
  return {
    content: entries.map((e) => ({
      ...e,
      createdAt: e.createdAt.toISOString(),
      withdrawnAt: e.withdrawnAt?.toISOString() ?? null,
      contractors: times
        .filter((t) => t.entryId === e.id)
        .map(({ id, contractor, timeTaken }) => ({ id, contractor, timeTaken })),
    })),
    totalElements: total?.n ?? 0,
  };
}

/** GET /admin/express-campaign?page&size&country (admins; spec §7): the filed entries. */
export const findExpressEntriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/express-campaign',
    {
      schema: {
        tags: ['admin'],
        summary: 'Filed express entries with their times, newest first, 50 a page',
        querystring: ExpressLeaderboardQuerySchema,
        response: {
          200: ExpressAdminEntriesSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findExpressEntries(app.db.orm, req.query),
  );
};
