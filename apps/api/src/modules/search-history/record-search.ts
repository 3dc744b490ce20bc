import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CreateSearchHistorySchema,
  SearchHistoryEntrySchema,
  type SearchHistoryEntry,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { searchHistory } from '#src/db/schema.ts';
import {
  LanguageHeadersSchema,
  requestLanguage,
} from '#src/modules/catalogue/language-and-country.ts';
import { searchCatalogue } from '#src/modules/catalogue/search-catalogue.ts';

/** Searches one address may record per minute: generous for a person, useless for a flood. */
const SEARCHES_PER_MINUTE = 60;

type NewSearch = {
  productSearchQuery: string;
  country: number;
  platform: SearchHistoryEntry['platform'];
  resultCount: number;
};

/** Stores one search, dated by the database. */
async function insertSearch(db: Orm, search: NewSearch): Promise<SearchHistoryEntry> {
  const [row] = await db.insert(searchHistory).values(search).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * POST /search-history: records one product search for the search statistics (createdAt,
 * country, platform, productSearchQuery, and how many products it found). The server dates
 * the row and counts the results by running the same search, in the same country and
 * language, so what a client posts cannot make a term look popular-and-empty or the
 * opposite (docs/decisions/043). The site sends it once its results arrived, without waiting
 * for the answer. Public, so it is rate limited per client address (plugins/rate-limit.ts):
 * each record costs one search.
 */
export const recordSearch: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search-history',
    {
      schema: {
        tags: ['search-history'],
        summary: 'Record a product search for the search statistics',
        body: CreateSearchHistorySchema,
        headers: LanguageHeadersSchema,
        response: { 201: SearchHistoryEntrySchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const { language, ...search } = req.body;
      const { totalElements } = await searchCatalogue(app.db, {
        text: search.productSearchQuery,
        language: requestLanguage(language, req.headers['accept-language']),
        country: search.country,
        size: 1,
      });
      const entry = await insertSearch(app.db.orm, { ...search, resultCount: totalElements });
      return reply.status(201).send(entry);
    },
  );
};
