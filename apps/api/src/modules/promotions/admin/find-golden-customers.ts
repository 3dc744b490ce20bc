import { and, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenCustomersPageSchema,
  GoldenCustomersQuerySchema,
  type GoldenCustomersPage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenEntries } from '#src/db/schema.ts';
import {
  goldenCustomerConditions,
  selectGoldenCustomerPage,
  type GoldenCustomerFilter,
} from './golden-customer-rows.ts';

export async function countGoldenCustomers(db: Orm, f: GoldenCustomerFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goldenEntries)
    .where(and(...goldenCustomerConditions(f)));
  return row?.n ?? 0;
}

/** One page of the golden ticket entrants, newest first, and how many match in all. */
export async function findGoldenCustomers(
  db: Orm,
  f: GoldenCustomerFilter & { page: number; count: number },
): Promise<GoldenCustomersPage> {
  const conditions = goldenCustomerConditions(f);
  const [{ rows }, total] = await Promise.all([
    selectGoldenCustomerPage(db, { conditions, limit: f.count, offset: f.page * f.count }),
    countGoldenCustomers(db, f),
  ]);
  return { customers: { content: rows, totalElements: total }, customerCount: total };
}

/** GET /admin/golden-ticket-customers (spec §7): the golden ticket customers card (admins). */
export const findGoldenCustomersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/golden-ticket-customers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Golden ticket entrants with their wins: UTC day range, zero-based pages of 50',
        querystring: GoldenCustomersQuerySchema,
        response: {
          200: GoldenCustomersPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findGoldenCustomers(app.db.orm, req.query),
  );
};
