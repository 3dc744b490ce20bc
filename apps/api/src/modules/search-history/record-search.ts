import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CreateSearchHistorySchema,
  SearchHistoryEntrySchema,
} from '@lumen/validation';

/** Searches one address may record per minute: generous for a person, useless for a flood. */
const SEARCHES_PER_MINUTE = 60;

type Row = {
  id: string;
  created_at: Date | string;
  country: number;
  platform: 'WEB' | 'APP';
  product_search_query: string;
};

/**
 * POST /search-history: records one product search for the search statistics (createdAt,
 * country, platform, productSearchQuery). The server dates the row; the site sends it
 * without waiting for the answer. Public, so it is rate limited per client address
 * (plugins/rate-limit.ts).
 */
export const recordSearch: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search-history',
    {
      schema: {
        tags: ['search-history'],
        summary: 'Record a product search for the search statistics',
        body: CreateSearchHistorySchema,
        response: { 201: SearchHistoryEntrySchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const { productSearchQuery, country, platform } = req.body;
      const [row] = await app.db.query<Row>(
        `INSERT INTO search_history (country, platform, product_search_query)
         VALUES ($1, $2, $3)
         RETURNING id::text AS id, created_at, country, platform, product_search_query`,
        [country, platform, productSearchQuery],
      );
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return reply.status(201).send({
        id: Number(row.id),
        createdAt: new Date(row.created_at).toISOString(),
        country: row.country,
        platform: row.platform,
        productSearchQuery: row.product_search_query,
      });
    },
  );
};
