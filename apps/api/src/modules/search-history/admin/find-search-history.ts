import { and, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  SearchHistoryListQuerySchema,
  SearchHistoryPageSchema,
  type SearchHistoryPage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { searchHistory } from '#src/db/schema.ts';
import {
  searchHistoryConditions,
  selectSearchHistoryPage,
  type SearchHistoryFilter,
} from './search-history-rows.ts';

/** One page of recorded searches, newest first, and how many match in all. */
export async function findSearchHistory(
  db: Orm,
  f: SearchHistoryFilter & { page: number; size: number },
): Promise<SearchHistoryPage> {
  const conditions = searchHistoryConditions(f);
  const [{ rows }, [total]] = await Promise.all([
    selectSearchHistoryPage(db, { conditions, limit: f.size, offset: f.page * f.size }),
    db
      .select({ n: count() })
      .from(searchHistory)
      .where(and(...conditions)),
  ]);
  return { content: rows, totalElements: total?.n ?? 0 };
}

/** GET /admin/search-history (spec §7): the search statistics card (admins). */
export const findSearchHistoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/search-history',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Recorded product searches, newest first: UTC day range, platform, zero-based pages of 50',
        querystring: SearchHistoryListQuerySchema,
        response: {
          200: SearchHistoryPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findSearchHistory(app.db.orm, req.query),
  );
};
