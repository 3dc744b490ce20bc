import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductLanguage, ProductSitemapEntry } from '@lumen/validation';
import { ProductSitemapQuerySchema, ProductSitemapResponseSchema } from '@lumen/validation';
import { visibilityColumn } from './language-and-country.ts';

/** A sitemap file holds at most 50,000 URLs; past that the site would need a sitemap index. */
const SITEMAP_LIMIT = 50_000;

/**
 * GET /products/sitemap?country=: every product page the site may list for a country, with
 * its category and product slugs in each language, so the site's sitemap can name each
 * product page and its alternates. Hidden products are left out, like everywhere else.
 */
export const listProductSitemap: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/sitemap',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product pages visible in a country, with their slugs per language',
        querystring: ProductSitemapQuerySchema,
        response: { 200: ProductSitemapResponseSchema },
      },
    },
    async (req, reply) => {
      const rows = await app.db.query<{
        product_id: number;
        language: ProductLanguage;
        category_slug: string;
        product_slug: string;
      }>(
        `SELECT p.id AS product_id, t.language, ct.slug AS category_slug, t.slug AS product_slug
           FROM (SELECT p.id, p.main_category_id
                   FROM products p JOIN product_search s ON s.product_id = p.id
                  WHERE s.${visibilityColumn(req.query.country)}
                  ORDER BY p.id LIMIT ${SITEMAP_LIMIT}) p
           JOIN product_texts t ON t.product_id = p.id
           JOIN catalogue_category_texts ct ON ct.category_id = p.main_category_id AND ct.language = t.language
          ORDER BY p.id, t.language`,
      );
      const byId = new Map<number, ProductSitemapEntry>();
      for (const r of rows) {
        const entry = byId.get(r.product_id) ?? { productId: r.product_id, slugs: [] };
        entry.slugs.push({
          language: r.language,
          slugMainCategory: r.category_slug,
          slugProduct: r.product_slug,
        });
        byId.set(r.product_id, entry);
      }
      reply.header('cache-control', 'public, max-age=300');
      return { products: [...byId.values()] };
    },
  );
};
