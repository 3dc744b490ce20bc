import type { Client } from '@urql/core';
import { graphql } from '@lumen/content-client/graphql';
import { LOCALES } from '@lumen/i18n';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { SitemapPage } from './sitemap.ts';

const SitemapVacanciesQuery = graphql(`
  query SitemapVacancies($locale: Locale!) {
    careersOpportunities(locale: $locale, limit: 40) {
      id
      pageSlug
    }
  }
`);

/**
 * Every vacancy page, one SitemapPage per vacancy with its address in each locale that has it
 * (a vacancy only the Australian edition recruits for is listed there alone).
 */
export async function listVacancyPages(client: Client): Promise<SitemapPage[]> {
  const pages = new Map<string, SitemapPage>();
  const perLocale = await Promise.all(
    LOCALES.map((locale) => queryContent(client, SitemapVacanciesQuery, { locale })),
  );
  LOCALES.forEach((locale, i) => {
    for (const v of perLocale[i]?.careersOpportunities ?? []) {
      const page = pages.get(v.id) ?? {};
      page[locale] = paths.careers.vacancy.getHref(v.pageSlug);
      pages.set(v.id, page);
    }
  });
  return [...pages.values()];
}
