import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ProductSchema,
  TradeProductParamsSchema,
  TradeProductQuerySchema,
} from '@lumen/validation';
import { LanguageHeadersSchema, requestLanguage } from './language-and-country.ts';
import { loadProducts } from './load-products.ts';

/** GET /product/{tradeProductId} (spec §7): one product by trade product id, e.g. an accessory. */
export const getTradeProduct: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:tradeProductId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product by trade product id',
        params: TradeProductParamsSchema,
        querystring: TradeProductQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: ProductSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const language = requestLanguage(req.query.language, req.headers['accept-language']);
      const [row] = await app.db.query<{ id: number }>(
        'SELECT id FROM products WHERE trade_product_id = $1',
        [req.params.tradeProductId],
      );
      const product = row ? (await loadProducts(app.db, [row.id], language))[0] : undefined;
      if (!product) {
        return reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `No product with trade product id ${req.params.tradeProductId}`,
        });
      }
      return product;
    },
  );
};
