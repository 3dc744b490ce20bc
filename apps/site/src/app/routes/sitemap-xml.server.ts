import { EDITION_IDS, EDITIONS, type Locale } from '@lumen/i18n';
import { STATIC_PUBLIC_PAGES } from '#src/config/paths.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';
import { listContentPages } from '#src/lib/seo/sitemap-content.server.ts';
import { buildSitemapXml, samePathEverywhere, type SitemapPage } from '#src/lib/seo/sitemap.ts';

/**
 * Every public URL in every language: the fixed pages, then the pages content addresses by
 * slug. When the content service is down the fixed pages are still listed.
 */
export async function renderSitemap({ env, content }: RequestScope): Promise<string> {
  const originOf = (locale: Locale) => {
    const edition = EDITION_IDS.find((id) => EDITIONS[id].locale === locale) ?? env.defaultEdition;
    return env.editionOrigins[edition];
  };
  let contentPages: SitemapPage[] = [];
  try {
    contentPages = await listContentPages(content);
  } catch (err) {
    console.error(`Sitemap lists fixed pages only: ${(err as Error).message}`);
  }
  const pages: SitemapPage[] = [
    ...STATIC_PUBLIC_PAGES.map((p) =>
      samePathEverywhere(p.href, { englishOnly: p.englishOnly ?? false }),
    ),
    ...contentPages,
  ];
  return buildSitemapXml(pages, originOf);
}
