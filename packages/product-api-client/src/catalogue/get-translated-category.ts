import { queryOptions } from '@tanstack/react-query';
import { CategorySlugParamsSchema, TranslatedCategoryResponseSchema } from '@lumen/validation';
import { checkRequest, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys } from './query-keys.ts';

/** GET /category/translated-category/{slug}: the category in the Accept-Language language. */
export async function getTranslatedCategory(http: HttpClient, slug: string, call?: CallOptions) {
  const params = checkRequest(CategorySlugParamsSchema, { slug }, '/category/translated-category');
  return http.get(
    `/category/translated-category/${encodeURIComponent(params.slug)}`,
    {},
    TranslatedCategoryResponseSchema,
    call,
  );
}

/** `acceptLanguage` asks for the other language's category, as the listing page does (spec §4). */
export function translatedCategoryQueryOptions(
  api: { http: HttpClient },
  slug: string,
  acceptLanguage?: string,
) {
  const language = acceptLanguage ?? api.http.acceptLanguage ?? null;
  return queryOptions({
    queryKey: catalogueKeys.translatedCategory(slug, language),
    queryFn: ({ signal }) =>
      getTranslatedCategory(api.http, slug, {
        signal,
        ...(acceptLanguage ? { acceptLanguage } : {}),
      }),
    staleTime: 5 * 60_000,
  });
}
