import { and, count, desc, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GardenPromoPageSchema,
  GardenPromoQuerySchema,
  type GardenPromoPage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { gardenPromoEntries } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';

/** UTC days of entry, both included; absent means unbounded. */
export type GardenPromoFilter = { startDate?: string | undefined; endDate?: string | undefined };

function gardenPromoConditions(f: GardenPromoFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.startDate) conditions.push(gte(gardenPromoEntries.createdAt, utcDayStart(f.startDate)));
  if (f.endDate) conditions.push(lt(gardenPromoEntries.createdAt, utcDayStart(f.endDate, 1)));
  return conditions;
}

/** One page of garden promo entries, newest first, and how many match in all. */
export async function findGardenPromoEntries(
  db: Orm,
  f: GardenPromoFilter & { page: number; size: number },
): Promise<GardenPromoPage> {
  const where = and(...gardenPromoConditions(f));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: gardenPromoEntries.id,
        firstName: gardenPromoEntries.firstName,
        lastName: gardenPromoEntries.lastName,
        email: gardenPromoEntries.email,
        createdAt: gardenPromoEntries.createdAt,
        invoiceNumber: gardenPromoEntries.invoiceNumber,
        points: gardenPromoEntries.points,
        invoiceDocumentId: gardenPromoEntries.invoiceDocumentId,
      })
      .from(gardenPromoEntries)
      .where(where)
      .orderBy(desc(gardenPromoEntries.createdAt), desc(gardenPromoEntries.id))
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ n: count() }).from(gardenPromoEntries).where(where),
  ]);
  return {
    content: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    totalElements: total?.n ?? 0,
  };
}

/** GET /admin/garden-promo-details (spec §7): the garden promo card (admins). */
export const findGardenPromoEntriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/garden-promo-details',
    {
      schema: {
        tags: ['admin'],
        summary: 'Garden promo entries: UTC day range, zero-based pages of 50',
        querystring: GardenPromoQuerySchema,
        response: {
          200: GardenPromoPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findGardenPromoEntries(app.db.orm, req.query),
  );
};
