import type { Client } from '@urql/core';
import type { Locale } from '@lumen/i18n';
import { ProductCategoryHeaderQuery } from '@lumen/content-client/operations/catalogue';
import type { SiteEnv } from '@lumen/site-shell/config/env.ts';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import { sharedCache } from '@lumen/site-shell/lib/ttl-cache.ts';
import type { CategoryHeader } from '../types.ts';

/** The banner over /products/{mainCategory} (spec §2 Product listing), or undefined. */
export async function getCategoryHeader(
  client: Client,
  locale: Locale,
  slug: string,
): Promise<CategoryHeader | undefined> {
  const { productCategoryHeaders } = await queryContent(client, ProductCategoryHeaderQuery, {
    locale,
    slug,
  });
  const header = productCategoryHeaders[0];
  if (!header) return undefined;
  return {
    title: header.title,
    description: header.description ?? null,
    heroImage: header.heroImage ?? null,
    mobileHeroImage: header.mobileHeroImage ?? null,
    alternativeText: header.alternativeText ?? null,
    seo: {
      title: header.seoTitle ?? null,
      description: header.seoDescription ?? null,
      image: header.ogImage ?? null,
    },
  };
}

/**
 * getCategoryHeader through the per-process content cache (see getCachedLayoutContent): the
 * banner is the same for every visitor of a locale. The slug is a main category the API
 * confirmed, so the keys are few.
 */
export function getCachedCategoryHeader(
  env: Pick<SiteEnv, 'apiUrl' | 'contentCacheMs'>,
  client: Client,
  locale: Locale,
  slug: string,
): Promise<CategoryHeader | undefined> {
  return sharedCache<CategoryHeader | undefined>('category-header', env.contentCacheMs).get(
    `${env.apiUrl} ${locale} ${slug}`,
    () => getCategoryHeader(client, locale, slug),
  );
}
