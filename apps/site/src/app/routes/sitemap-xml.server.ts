import { EDITION_IDS, EDITIONS, type Locale } from '@lumen/i18n';
import { getEnv } from '#src/config/env.ts';
import { STATIC_PUBLIC_PAGES } from '#src/config/paths.ts';
import { buildSitemapXml, samePathEverywhere, type SitemapPage } from '#src/lib/seo/sitemap.ts';

/**
 * Pages addressed by content slugs (news, videos, case studies, vacancies, catalogues,
 * guides, customer stories, product categories), one SitemapPage per item with its path in
 * each locale. Wiring: query the slugs per locale from the content client here.
 */
async function listContentPages(): Promise<SitemapPage[]> {
  return [];
}

export async function renderSitemap(): Promise<string> {
  const env = getEnv();
  const originOf = (locale: Locale) => {
    const edition = EDITION_IDS.find((id) => EDITIONS[id].locale === locale) ?? env.defaultEdition;
    return env.editionOrigins[edition];
  };
  const pages: SitemapPage[] = [
    ...STATIC_PUBLIC_PAGES.map((p) =>
      samePathEverywhere(p.href, { englishOnly: p.englishOnly ?? false }),
    ),
    ...(await listContentPages()),
  ];
  return buildSitemapXml(pages, originOf);
}
