import { DEFAULT_LOCALE, EDITION_IDS, EDITIONS, LOCALES, productLanguageOf } from '@lumen/i18n';
import type { SiteEnv } from '@lumen/site-shell/config/env.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { createServerProductApi } from '../product-api.server.ts';
import type { SitemapPage } from './sitemap.ts';

/**
 * Product listings, one per main category with its slug in each locale: the product API's
 * categories, which the listing page resolves its slug against.
 */
export async function listCategoryPages(env: Pick<SiteEnv, 'apiUrl'>): Promise<SitemapPage[]> {
  const tree = await createServerProductApi(env, DEFAULT_LOCALE).getChaptersTree();
  return tree.map((category) =>
    Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const language = productLanguageOf(locale);
        const slug = category.Slug.find((s) => s.language === language)?.description;
        return slug ? [[locale, paths.products.listing.getHref(slug)]] : [];
      }),
    ),
  );
}

/**
 * Product detail pages, one SitemapPage per product with its path in each locale whose
 * edition may show it (a product hidden in a country is not listed for that edition).
 */
export async function listProductPages(env: Pick<SiteEnv, 'apiUrl'>): Promise<SitemapPage[]> {
  const pages = new Map<number, SitemapPage>();
  await Promise.all(
    LOCALES.map(async (locale) => {
      const edition = EDITION_IDS.find((id) => EDITIONS[id].locale === locale);
      if (!edition) return;
      const language = productLanguageOf(locale);
      const { products } = await createServerProductApi(env, locale).listProductSitemap(
        EDITIONS[edition].countryId,
      );
      for (const p of products) {
        const slugs = p.slugs.find((s) => s.language === language);
        if (!slugs) continue;
        const page = pages.get(p.productId) ?? {};
        page[locale] = paths.products.detail.getHref(slugs.slugMainCategory, slugs.slugProduct);
        pages.set(p.productId, page);
      }
    }),
  );
  return [...pages.values()];
}
