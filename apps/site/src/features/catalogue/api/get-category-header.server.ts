import type { Client } from '@urql/core';
import type { Locale } from '@lumen/i18n';
import { ProductCategoryHeaderQuery } from '@lumen/content-client/operations/catalogue';
import { queryContent } from '#src/lib/content.server.ts';
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
