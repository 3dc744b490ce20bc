import type { Client } from '@urql/core';
import { HomeQuery } from '@lumen/content-client/operations/home';
import {
  cutNewsCardDescription,
  cutNewsTitle,
  formatNewsDate,
  languageOf,
  markdownToPlainText,
  type CountryId,
  type Locale,
} from '@lumen/i18n';
import { queryContent } from '#src/lib/content.server.ts';
import type { HomeContent } from '../types.ts';

/** The news slider shows 6 items (spec §2 Home). */
const NEWS_COUNT = 6;

/**
 * The home page content in the visitor's locale; the latest news are only those published
 * in the visitor's country (countryId 1 and 5 both mean the UK and Ireland flags). News cards
 * are prepared here: date in the spec's format, title cut at 65, description as plain text
 * cut at 300. Throws ApiUnavailableError when the content service fails: the page then
 * answers 500.
 */
export async function getHomeContent(
  client: Client,
  visitor: { locale: Locale; countryId: CountryId },
): Promise<HomeContent> {
  const { home } = await queryContent(client, HomeQuery, {
    locale: visitor.locale,
    countryId: visitor.countryId,
  });
  const language = languageOf(visitor.locale);
  return {
    ...home,
    newsUpdates: home.newsUpdates.slice(0, NEWS_COUNT).map((item) => ({
      id: item.id,
      pageSlug: item.pageSlug,
      title: cutNewsTitle(item.title),
      date: item.date,
      dateLabel: formatNewsDate(item.date, language),
      category: item.news_category?.displayName ?? null,
      summary: item.description
        ? cutNewsCardDescription(markdownToPlainText(item.description))
        : null,
      image: item.image,
      alternativeText: item.alternativeText,
      isVideo: !!item.embedUrl,
    })),
  };
}
