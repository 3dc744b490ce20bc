import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CategorySlugParamsSchema,
  TranslatedCategoryResponseSchema,
} from '@lumen/validation';
import { findCategory } from './find-category.ts';
import { languageFromAcceptLanguage, LanguageHeadersSchema } from './language-and-country.ts';

/**
 * GET /category/translated-category/{slug} (spec §7, §4 Category route): the category a slug
 * in either language names, in the Accept-Language language. The site replaces its route when
 * the slug it gets back differs from the one in the URL.
 */
export const getTranslatedCategory: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category/translated-category/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A category's name and slug in the Accept-Language language",
        params: CategorySlugParamsSchema,
        headers: LanguageHeadersSchema,
        response: {
          200: TranslatedCategoryResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const category = await findCategory(app.db, req.params.slug);
      if (!category) {
        return reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `Unknown category '${req.params.slug}'`,
        });
      }
      const language = languageFromAcceptLanguage(req.headers['accept-language']);
      const text = category.texts[language];
      return {
        status: 'OK' as const,
        category: text.name,
        categorySlug: text.slug,
        language,
        key: category.key,
        level: category.level,
      };
    },
  );
};
