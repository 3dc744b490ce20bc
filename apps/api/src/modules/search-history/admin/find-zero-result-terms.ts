import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  SearchTermStatsPageSchema,
  SearchTermStatsQuerySchema,
} from '@lumen/validation';
import { findTermStats } from './term-stats-sql.ts';

/**
 * GET /admin/search-history/zero-result-terms: terms whose searches found no product, most
 * frequent first: what the catalogue lacks or names differently (issue 13 point 4). Searches
 * recorded before the site sent its count (null) are left out, never taken for zero.
 */
export const findZeroResultTermsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/search-history/zero-result-terms',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Search terms (trimmed, case-insensitive) of searches that found nothing, most searched first',
        querystring: SearchTermStatsQuerySchema,
        response: {
          200: SearchTermStatsPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findTermStats(app.db.orm, { ...req.query, zeroResultsOnly: true }),
  );
};
