import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  SearchTermStatsPageSchema,
  SearchTermStatsQuerySchema,
} from '@lumen/validation';
import { findTermStats } from './term-stats-sql.ts';

/**
 * GET /admin/search-history/top-terms: what visitors search for most, whatever the case,
 * with how many of those searches found nothing (issue 13 point 4).
 */
export const findTopSearchTermsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/search-history/top-terms',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Search terms (trimmed, case-insensitive), most searched first, with the last search and the searches that found nothing',
        querystring: SearchTermStatsQuerySchema,
        response: {
          200: SearchTermStatsPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findTermStats(app.db.orm, req.query),
  );
};
