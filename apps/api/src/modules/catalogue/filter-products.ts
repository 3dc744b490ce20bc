import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, FilterProductsRequestSchema, ProductListSchema } from '@lumen/validation';
import { findCategory } from './find-category.ts';
import { visibilityColumn } from './language-and-country.ts';
import { loadProducts } from './load-products.ts';
import { partNumberKey } from './text-keys.ts';

/**
 * POST /products/filter (spec §7): full product records by part number, by product slug
 * (either language), by productId, or by main category and optional sub category (best sellers first). The
 * detail page reads the first item. With a country, products hidden there are left out.
 */
export const filterProducts: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/filter',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Full products by part number, or by main category and sub category',
        body: FilterProductsRequestSchema,
        response: { 200: ProductListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const {
        language,
        mainCategory,
        subCategory,
        partNumberManufacturer,
        productSlug,
        productId,
        country,
        size,
      } = req.body;
      const where: string[] = [];
      const params: unknown[] = [];
      if (country !== undefined) where.push(visibilityColumn(country));
      if (partNumberManufacturer !== undefined) {
        params.push(partNumberKey(partNumberManufacturer));
        where.push(`part_number_key = $${params.length}`);
      }
      if (productSlug !== undefined) {
        params.push(productSlug.toLowerCase());
        where.push(
          `product_id IN (SELECT product_id FROM product_cards WHERE slug_en = $${params.length} OR slug_fr = $${params.length})`,
        );
      }
      if (productId !== undefined) {
        params.push(productId);
        where.push(`product_id = $${params.length}`);
      }
      if (mainCategory !== undefined) {
        const main = await findCategory(app.db, mainCategory, { level: 'main' });
        if (!main) {
          return reply.status(404).send(notFound(`Unknown main category '${mainCategory}'`));
        }
        params.push(main.key);
        where.push(`main_category = $${params.length}`);
        if (subCategory !== undefined) {
          const sub = await findCategory(app.db, subCategory, { level: 'sub', parentId: main.id });
          if (!sub) {
            return reply
              .status(404)
              .send(notFound(`Unknown sub category '${subCategory}' in '${mainCategory}'`));
          }
          params.push(sub.key);
          where.push(`sub_category = $${params.length}`);
        }
      }
      params.push(size);
      const rows = await app.db.query<{ product_id: number }>(
        `SELECT product_id FROM product_search WHERE ${where.join(' AND ')}
          ORDER BY best_seller_rank, product_id LIMIT $${params.length}`,
        params,
      );
      return loadProducts(
        app.db,
        rows.map((r) => r.product_id),
        language,
      );
    },
  );
};

function notFound(message: string) {
  return { statusCode: 404, error: 'Not Found', message };
}
