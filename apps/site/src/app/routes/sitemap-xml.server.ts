import { EDITION_IDS, EDITIONS, type Locale } from '@lumen/i18n';
import {
  CAMPAIGN_PUBLIC_PAGES,
  campaignLandingPages,
  STATIC_PUBLIC_PAGES,
} from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { listContentPages } from '#src/lib/seo/sitemap-content.server.ts';
import { listCategoryPages, listProductPages } from '#src/lib/seo/sitemap-products.server.ts';
import { listVacancyPages } from '#src/lib/seo/sitemap-vacancies.server.ts';
import { buildSitemapXml, samePathEverywhere, type SitemapPage } from '#src/lib/seo/sitemap.ts';
import { isServedPage } from '#src/app/page-routes.ts';

/** A page's versions at addresses this app serves; none when its route is not built yet. */
function servedVersions(page: SitemapPage): SitemapPage {
  return Object.fromEntries(Object.entries(page).filter(([, path]) => isServedPage(path)));
}

async function orNone(what: string, pages: Promise<SitemapPage[]>): Promise<SitemapPage[]> {
  return pages.catch((err: Error) => {
    console.error(`Sitemap lists no ${what}: ${err.message}`);
    return [];
  });
}

/**
 * Every public page in every language: the fixed pages, the pages content addresses by
 * slug, every category listing and every product page, each kept only where this app has
 * its route (page-routes.ts), so no listed address is a 404; then the campaign pages. When an API is down the other
 * pages are still listed.
 */
export async function renderSitemap({ env, content }: RequestScope): Promise<string> {
  const originOf = (locale: Locale) => {
    const edition = EDITION_IDS.find((id) => EDITIONS[id].locale === locale) ?? env.defaultEdition;
    return env.editionOrigins[edition];
  };
  const [contentPages, categoryPages, productPages, vacancyPages] = await Promise.all([
    orNone('content pages', listContentPages(content)),
    orNone('category pages', listCategoryPages(env)),
    orNone('product pages', listProductPages(env)),
    orNone('vacancy pages', listVacancyPages(content)),
  ]);
  const pages: SitemapPage[] = [
    ...STATIC_PUBLIC_PAGES.map((p) =>
      samePathEverywhere(p.href, { englishOnly: p.englishOnly ?? false }),
    ),
    ...contentPages,
    ...categoryPages,
    ...productPages,
    ...vacancyPages,
  ];
  // The campaigns app's pages (served behind the same gateway), listed from the shell's paths
  // as this app cannot see the other's routes, so not kept to this app's own (servedVersions
  // dropped the landing pages): the landing pages in every edition, the promotions in English
  // only (campaigns spec §9).
  const campaignPages: SitemapPage[] = [
    ...campaignLandingPages().map((p) => samePathEverywhere(p.href, { englishOnly: false })),
    ...CAMPAIGN_PUBLIC_PAGES.map((p) => ({ 'en-GB': p.href })),
  ];
  return buildSitemapXml([...pages.map(servedVersions), ...campaignPages], originOf);
}
