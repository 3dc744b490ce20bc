import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CreateSearchHistorySchema,
  SearchHistoryEntrySchema,
} from '@lumen/validation';
import { createRateLimiter } from './rate-limiter.ts';

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
 * without waiting for the answer. Public, so it is rate limited per client address.
 */
export const recordSearch: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter({ limit: SEARCHES_PER_MINUTE, windowMs: 60_000 });

  app.post(
    '/search-history',
    {
      schema: {
        tags: ['search-history'],
        summary: 'Record a product search for the search statistics',
        body: CreateSearchHistorySchema,
        response: { 201: SearchHistoryEntrySchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      if (!limiter.allow(req.ip)) {
        return reply.status(429).header('retry-after', '60').send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many searches recorded from this address; try again in a minute',
        });
      }
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
