import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ProductSummaryListSchema,
  SimilarProductsQuerySchema,
  type ProductLanguage,
} from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import {
  LanguageHeadersSchema,
  requestLanguage,
  visibilityColumn,
} from './language-and-country.ts';
import { summaryColumns, toSummary, type SummaryRow } from './product-summaries.ts';
import { searchCatalogue } from './search-catalogue.ts';
import { partNumberKey } from './text-keys.ts';

/**
 * GET /products/similar-products (spec §7). With ?query={range}: the 'Similar Products'
 * carousel, best sellers of the range without products hidden in the country; a query that
 * names no range falls back to a product search. With ?similarTo={part number}: alternatives
 * to one product, which may itself be hidden in the country ('Product Not Available' offers
 * them).
 */
export const findSimilarProducts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/similar-products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of the same range, or alternatives to one product',
        querystring: SimilarProductsQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: ProductSummaryListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const { query, similarTo, country, size, exclude } = req.query;
      const language = requestLanguage(req.query.language, req.headers['accept-language']);
      const excluded = exclude ? partNumberKey(exclude) : '';
      if (similarTo !== undefined) {
        const rows = await alternativesTo(app.db, { similarTo, country, size, language });
        if (!rows) {
          return reply.status(404).send({
            statusCode: 404,
            error: 'Not Found',
            message: `No product with part number '${similarTo}'`,
          });
        }
        return rows.filter((p) => partNumberKey(p.partnumberManufacturer) !== excluded);
      }
      const range = query ?? '';
      const rows = await app.db.query<SummaryRow>(
        `SELECT ${summaryColumns(language, 'c')}
           FROM product_search s JOIN product_cards c ON c.product_id = s.product_id
          WHERE s.range = upper($1) AND s.${visibilityColumn(country)} AND s.part_number_key <> $2
          ORDER BY s.best_seller_rank, s.product_id LIMIT $3`,
        [range.trim(), excluded, size],
      );
      if (rows.length > 0) return rows.map(toSummary);
      const { products } = await searchCatalogue(app.db, {
        text: range,
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

/**
 * What "similar" means for one product: the closest kin first (the same range, then the
 * same sub category, then the same main category), best sellers first within each, only
 * products shown in the country, never the product itself, and luminaires for a luminaire,
 * accessories for an accessory (a bracket is no substitute for a downlight). Each tier is
 * one index range read up to `size` rows, so a large category costs no more than a small one.
 * Null when no product has the part number.
 */
async function alternativesTo(
  db: Database,
  {
    similarTo,
    country,
    size,
    language,
  }: { similarTo: string; country: number; size: number; language: ProductLanguage },
) {
  const [target] = await db.query<{
    product_id: number;
    range: string;
    main_category: string;
    sub_category: string;
    is_accessory: boolean;
  }>(
    `SELECT s.product_id, s.range, s.main_category, s.sub_category, p.is_accessory
       FROM product_search s JOIN products p ON p.id = s.product_id
      WHERE s.part_number_key = $1`,
    [partNumberKey(similarTo)],
  );
  if (!target) return null;
  const visible = `s.${visibilityColumn(country)}`;
  const tier = (rank: number, where: string) =>
    `(SELECT s.product_id, ${rank} AS tier, s.best_seller_rank
        FROM product_search s JOIN products p ON p.id = s.product_id
       WHERE ${where} AND ${visible} AND s.product_id <> $1 AND p.is_accessory = $5
       ORDER BY s.best_seller_rank, s.product_id LIMIT $6)`;
  const rows = await db.query<SummaryRow>(
    `WITH kin AS (
       ${tier(1, 's.range = $2')}
       UNION ALL ${tier(2, 's.main_category = $3 AND s.sub_category = $4')}
       UNION ALL ${tier(3, 's.main_category = $3')}
     ), closest AS (
       SELECT DISTINCT ON (product_id) product_id, tier, best_seller_rank
         FROM kin ORDER BY product_id, tier
     )
     SELECT ${summaryColumns(language, 'c')}
       FROM closest k JOIN product_cards c ON c.product_id = k.product_id
      ORDER BY k.tier, k.best_seller_rank, k.product_id LIMIT $6`,
    [
      target.product_id,
      target.range,
      target.main_category,
      target.sub_category,
      target.is_accessory,
      size,
    ],
  );
  return rows.map(toSummary);
}
