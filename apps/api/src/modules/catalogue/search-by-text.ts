import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ProductSummaryListSchema,
  SearchByTextRequestSchema,
} from '@lumen/validation';
import { searchCatalogue } from './search-catalogue.ts';

/** POST /search {language, text} (spec §7): a list of products, e.g. for a range's first word. */
export const searchByText: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search products by text in one language',
        body: SearchByTextRequestSchema,
        response: { 200: ProductSummaryListSchema, 400: ApiErrorSchema },
      },
    },
    async (req) => {
      const { text, language, country, size } = req.body;
      return (await searchCatalogue(app.db, { text, language, country, size })).products;
    },
  );
};
