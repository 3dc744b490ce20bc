import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CreateSearchHistorySchema,
  SearchHistoryEntrySchema,
  type SearchHistoryEntry,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { searchHistory } from '#src/db/schema.ts';

/** Searches one address may record per minute: generous for a person, useless for a flood. */
const SEARCHES_PER_MINUTE = 60;

type NewSearch = {
  productSearchQuery: string;
  country: number;
  platform: SearchHistoryEntry['platform'];
  resultCount?: number | undefined;
};

/** Stores one search, dated by the database; a count not sent is stored as unknown (null). */
export async function insertSearch(db: Orm, search: NewSearch): Promise<SearchHistoryEntry> {
  const [row] = await db
    .insert(searchHistory)
    .values({ ...search, resultCount: search.resultCount ?? null })
    .returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * POST /search-history: records one product search for the search statistics (createdAt,
 * country, platform, productSearchQuery, and how many products it found). The server dates
 * the row; the site sends it once the results arrived, without waiting for the answer.
 * Public, so it is rate limited per client address (plugins/rate-limit.ts).
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
    async (req, reply) => reply.status(201).send(await insertSearch(app.db.orm, req.body)),
  );
};
