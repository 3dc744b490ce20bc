import type { Client } from '@urql/core';
import { graphql } from '@lumen/content-client/graphql';
import { EDITION_IDS, EDITIONS, LOCALES, type Locale } from '@lumen/i18n';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { SitemapPage } from './sitemap.ts';

const PAGE = 100;

/** Slugs of every content-addressed page, in one locale. News: those published in its edition. */
const SitemapSlugsQuery = graphql(`
  query SitemapSlugs($locale: Locale!, $countryId: Int, $newsStart: Int) {
    newsUpdates(locale: $locale, countryId: $countryId, start: $newsStart, limit: 100) {
      id
      pageSlug
    }
    customerDetails(locale: $locale, start: 0, limit: 100) {
      id
      pageSlug
    }
    caseStudies(locale: $locale, start: 0, limit: 100) {
      id
      pageSlug
    }
    mainCategories(locale: $locale) {
      id
      title
      slug
    }
    videoTypes(locale: $locale, start: 0, limit: 100) {
      id
      pageSlug
    }
    catalogues(locale: $locale, start: 0, limit: 100) {
      id
      pageSlug
    }
    brochures(locale: $locale, start: 0, limit: 100) {
      id
      pageSlug
    }
  }
`);

type Entry = { key: string; path: string };

async function entriesFor(client: Client, locale: Locale): Promise<Entry[]> {
  const edition = EDITION_IDS.find((id) => EDITIONS[id].locale === locale);
  const countryId = edition ? EDITIONS[edition].countryId : undefined;
  const first = await queryContent(client, SitemapSlugsQuery, { locale, countryId, newsStart: 0 });
  const news = [...first.newsUpdates];
  for (let start = PAGE; news.length === start; start += PAGE) {
    const more = await queryContent(client, SitemapSlugsQuery, {
      locale,
      countryId,
      newsStart: start,
    });
    news.push(...more.newsUpdates);
  }
  return [
    ...news.map((n) => ({ key: `news:${n.id}`, path: paths.news.article.getHref(n.pageSlug) })),
    ...first.customerDetails.map((c) => ({
      key: `customer:${c.id}`,
      path: paths.customerStory.getHref(c.pageSlug),
    })),
    ...first.caseStudies.map((c) => ({
      key: `case-study:${c.id}`,
      path: paths.caseStudies.article.getHref(c.pageSlug),
    })),
    ...first.mainCategories.map((c) => ({
      key: `select-range:${c.id}`,
      path: paths.selectRange.getHref({ category: c.title, categorySlug: c.slug }),
    })),
    ...first.videoTypes.map((v) => ({
      key: `video-type:${v.id}`,
      path: paths.videos.type.getHref(v.pageSlug),
    })),
    ...first.catalogues.map((c) => ({
      key: `catalogue:${c.id}`,
      path: paths.productCatalogue.viewer.getHref(c.pageSlug),
    })),
    ...first.brochures.map((b) => ({
      key: `lighting-guide:${b.id}`,
      path: paths.lightingGuides.viewer.getHref(b.pageSlug),
    })),
  ];
}

/**
 * Pages addressed by content slugs (news articles, customer stories, case studies, range
 * selections, video types, catalogues and lighting guides), one SitemapPage per item with its path in each locale that has it, so a
 * translated slug is listed as that page's alternate.
 */
export async function listContentPages(client: Client): Promise<SitemapPage[]> {
  const pages = new Map<string, SitemapPage>();
  const perLocale = await Promise.all(LOCALES.map((locale) => entriesFor(client, locale)));
  LOCALES.forEach((locale, i) => {
    for (const { key, path } of perLocale[i] ?? []) {
      const page = pages.get(key) ?? {};
      page[locale] = path;
      pages.set(key, page);
    }
  });
  return [...pages.values()];
}
