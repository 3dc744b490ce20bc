import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  QUOTE_ADMIN_LIMITS,
  QuoteSearchQuerySchema,
  QuoteSearchResultSchema,
  type QuoteSearchResult,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { quoteFilterConditions, selectQuotePage } from './quote-rows.ts';

/** The newest 50 quote requests matching a keyword (reference, name, e-mail, company …). */
export async function searchQuoteRequests(
  db: Orm,
  searchQuery: string,
): Promise<QuoteSearchResult> {
  const { rows } = await selectQuotePage(db, {
    conditions: quoteFilterConditions({ searchQuery }),
    limit: QUOTE_ADMIN_LIMITS.searchResults,
  });
  return rows;
}

/** GET /admin/ziigna-details/search?searchQuery (spec §7): a plain list, newest first. */
export const searchQuoteRequestsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/ziigna-details/search',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Quote requests matching a keyword: the reference exactly, or part of a name, e-mail, company, phone, wholesaler or message (newest 50)',
        querystring: QuoteSearchQuerySchema,
        response: {
          200: QuoteSearchResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => searchQuoteRequests(app.db.orm, req.query.searchQuery),
  );
};
