import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  PromotionRetentionListSchema,
  type PromotionRetentionList,
  type PromotionRetentionRow,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { promotions } from '#src/db/schema.ts';
import { ANONYMISERS } from './anonymisers.ts';
import { anonymiseAtOf, retentionDaysOf } from './retention-dates.ts';

/**
 * Every promotion with its retention dates and entrant counts (issue 14 point 9): still to be
 * anonymised first, soonest first; then the anonymised ones, latest first. A handful of runs
 * a year, so all of them in one answer.
 */
export async function findPromotionsRetention(
  db: Orm,
  now = new Date(),
): Promise<PromotionRetentionList> {
  const runs = await db.select().from(promotions).orderBy(asc(promotions.id));
  const rows: PromotionRetentionRow[] = [];
  for (const p of runs) {
    let entrants = 0;
    let withPersonalData = 0;
    for (const anonymiser of ANONYMISERS[p.kind]) {
      const counts = await anonymiser.counts(db, p.id);
      entrants += counts.total;
      withPersonalData += counts.withPersonalData;
    }
    const anonymiseAt = anonymiseAtOf(p);
    rows.push({
      slug: p.slug,
      kind: p.kind,
      closesAt: p.closesAt.toISOString(),
      drawsEndAt: p.drawsEndAt.toISOString(),
      retentionDays: retentionDaysOf(p),
      retentionIsDefault: p.retentionDays === null,
      anonymiseAt: anonymiseAt.toISOString(),
      status: p.anonymisedAt ? 'anonymised' : anonymiseAt <= now ? 'due' : 'kept',
      anonymisedAt: p.anonymisedAt?.toISOString() ?? null,
      entrants,
      withPersonalData,
    });
  }
  const pending = rows
    .filter((r) => r.anonymisedAt === null)
    .sort((a, b) => a.anonymiseAt.localeCompare(b.anonymiseAt));
  const done = rows
    .filter((r) => r.anonymisedAt !== null)
    .sort((a, b) => b.anonymisedAt!.localeCompare(a.anonymisedAt!));
  return { promotions: [...pending, ...done] };
}

/** GET /admin/promotions-retention: the retention card (admins and super admins). */
export const findPromotionsRetentionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/promotions-retention',
    {
      schema: {
        tags: ['admin'],
        summary: 'Each promotion’s retention period, anonymise date and entrant counts',
        response: {
          200: PromotionRetentionListSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async () => findPromotionsRetention(app.db.orm),
  );
};
