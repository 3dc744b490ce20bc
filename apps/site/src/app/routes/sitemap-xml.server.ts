import { EDITION_IDS, EDITIONS, type Locale } from '@lumen/i18n';
import { STATIC_PUBLIC_PAGES } from '#src/config/paths.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';
import { listContentPages } from '#src/lib/seo/sitemap-content.server.ts';
import { listProductPages } from '#src/lib/seo/sitemap-products.server.ts';
import { buildSitemapXml, samePathEverywhere, type SitemapPage } from '#src/lib/seo/sitemap.ts';

/**
 * Every public URL in every language: the fixed pages, then the pages content addresses by
 * slug, then every product page. When an API is down the other pages are still listed.
 */
export async function renderSitemap({ env, content }: RequestScope): Promise<string> {
  const originOf = (locale: Locale) => {
    const edition = EDITION_IDS.find((id) => EDITIONS[id].locale === locale) ?? env.defaultEdition;
    return env.editionOrigins[edition];
  };
  const [contentPages, productPages] = await Promise.all([
    listContentPages(content).catch((err: Error) => {
      console.error(`Sitemap lists no content pages: ${err.message}`);
      return [];
    }),
    listProductPages(env).catch((err: Error) => {
      console.error(`Sitemap lists no product pages: ${err.message}`);
      return [];
    }),
  ]);
  const pages: SitemapPage[] = [
    ...STATIC_PUBLIC_PAGES.map((p) =>
      samePathEverywhere(p.href, { englishOnly: p.englishOnly ?? false }),
    ),
    ...contentPages,
    ...productPages,
  ];
  return buildSitemapXml(pages, originOf);
}
