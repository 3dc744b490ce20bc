import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  SearchProductsQuerySchema,
  SearchProductsResponseSchema,
} from '@lumen/validation';
import { LanguageHeadersSchema, requestLanguage } from './language-and-country.ts';
import { searchCatalogue } from './search-catalogue.ts';

/**
 * GET /products/search?query=&size=&country= (spec §7): the search overlay (size 40) and the
 * product-slug lookup (query = slug, size 1). Products hidden in the country are left out.
 */
export const searchProducts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search products by words, part number or slug',
        querystring: SearchProductsQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: SearchProductsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (req) => {
      const { query, size, country } = req.query;
      const language = requestLanguage(req.query.language, req.headers['accept-language']);
      const { products, totalElements } = await searchCatalogue(app.db, {
        text: query,
        language,
        country,
        size,
      });
      return { products, pagination: { totalElements } };
    },
  );
};
