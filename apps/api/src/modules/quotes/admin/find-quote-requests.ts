import { and, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  QuoteListPageSchema,
  QuoteListQuerySchema,
  type QuoteListPage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { quoteRequests } from '#src/db/schema.ts';
import { quoteFilterConditions, selectQuotePage, type QuoteFilter } from './quote-rows.ts';

/** One page of the staff quote list, newest first, and how many requests match in all. */
export async function findQuoteRequests(
  db: Orm,
  f: QuoteFilter & { page: number; size: number },
): Promise<QuoteListPage> {
  const conditions = quoteFilterConditions(f);
  const [{ rows }, [total]] = await Promise.all([
    selectQuotePage(db, { conditions, limit: f.size, offset: f.page * f.size }),
    db
      .select({ n: count() })
      .from(quoteRequests)
      .where(and(...conditions)),
  ]);
  return { content: rows, totalElements: total?.n ?? 0 };
}

/** GET /admin/ziigna-details (spec §7): the quotes card (marketing, admins). */
export const findQuoteRequestsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/ziigna-details',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ziigna quote requests, newest first: UTC day range, zero-based pages of 50',
        querystring: QuoteListQuerySchema,
        response: {
          200: QuoteListPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findQuoteRequests(app.db.orm, req.query),
  );
};
