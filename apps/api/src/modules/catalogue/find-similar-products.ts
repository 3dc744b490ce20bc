import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ProductSummaryListSchema,
  SimilarProductsQuerySchema,
} from '@lumen/validation';
import {
  LanguageHeadersSchema,
  requestLanguage,
  visibilityColumn,
} from './language-and-country.ts';
import { summaryColumns, toSummary, type SummaryRow } from './product-summaries.ts';
import { searchCatalogue } from './search-catalogue.ts';
import { partNumberKey } from './text-keys.ts';

/**
 * GET /products/similar-products?query={range}&country= (spec §7): the 'Similar Products'
 * carousel. Best sellers of the range, without products hidden in the country; a query that
 * names no range falls back to a product search.
 */
export const findSimilarProducts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/similar-products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of the same range, for the Similar Products carousel',
        querystring: SimilarProductsQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: ProductSummaryListSchema, 400: ApiErrorSchema },
      },
    },
    async (req) => {
      const { query, country, size, exclude } = req.query;
      const language = requestLanguage(req.query.language, req.headers['accept-language']);
      const excluded = exclude ? partNumberKey(exclude) : '';
      const rows = await app.db.query<SummaryRow>(
        `SELECT ${summaryColumns(language, 'c')}
           FROM product_search s JOIN product_cards c ON c.product_id = s.product_id
          WHERE s.range = upper($1) AND s.${visibilityColumn(country)} AND s.part_number_key <> $2
          ORDER BY s.best_seller_rank, s.product_id LIMIT $3`,
        [query.trim(), excluded, size],
      );
      if (rows.length > 0) return rows.map(toSummary);
      const { products } = await searchCatalogue(app.db, {
        text: query,
        language,
        country,
        size: size + 1,
      });
      return products
        .filter((p) => partNumberKey(p.partnumberManufacturer) !== excluded)
        .slice(0, size);
    },
  );
};
