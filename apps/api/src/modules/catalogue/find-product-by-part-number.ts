import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  PartNumberQuerySchema,
  productIdOf,
  ProductSchema,
} from '@lumen/validation';
import {
  LanguageHeadersSchema,
  requestLanguage,
  visibilityColumn,
} from './language-and-country.ts';
import { loadProducts } from './load-products.ts';
import { partNumberKey } from './text-keys.ts';

/**
 * GET /product/part-number?partNumber=&country= (spec §7): the product and its slugs in the
 * request language, for the detail-page redirects. 404 when the product does not exist or
 * is hidden in the country: the site then shows 'Product Not Available'. A numeric value
 * that is no part number is tried as a productId (the /products/product-details/?productId=
 * route carries either).
 */
export const findProductByPartNumber: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/part-number',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product by part number, if it is available in the country',
        querystring: PartNumberQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: ProductSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const { partNumber, country } = req.query;
      const language = requestLanguage(req.query.language, req.headers['accept-language']);
      const visible = visibilityColumn(country);
      const [found] = await app.db.query<{ product_id: number; visible: boolean }>(
        `SELECT product_id, ${visible} AS visible FROM product_search
          WHERE part_number_key = $1 OR ($2::int IS NOT NULL AND product_id = $2::int)
          ORDER BY (part_number_key = $1) DESC LIMIT 1`,
        [partNumberKey(partNumber), productIdOf(partNumber)],
      );
      const product = found?.visible
        ? (await loadProducts(app.db, [found.product_id], language))[0]
        : undefined;
      if (!product) {
        return reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: found
            ? `Product '${partNumber}' is not available in country ${country}`
            : `No product with part number '${partNumber}'`,
        });
      }
      return product;
    },
  );
};
