import type { Client } from '@urql/core';
import { NewsArticleQuery } from '@lumen/content-client/operations/news';
import {
  EDITION_IDS,
  EDITIONS,
  formatNewsDate,
  isNewsPublishedIn,
  languageOf,
  markdownToPlainText,
  type CountryId,
  type Locale,
} from '@lumen/i18n';
import { extractVideoId, videoEmbedUrl } from '@lumen/ui-kit/media';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { NewsArticle } from '../types.ts';

/**
 * A news article by its slug, or null when there is none published in the visitor's
 * country (the page then redirects to /news). Video news plays only an embed whose id is 11
 * characters (spec §5); otherwise the article shows its image.
 */
export async function getNewsArticle(
  client: Client,
  visitor: { locale: Locale; countryId: CountryId },
  slug: string,
): Promise<NewsArticle | null> {
  const data = await queryContent(client, NewsArticleQuery, {
    locale: visitor.locale,
    slug,
    countryId: visitor.countryId,
  });
  const item = data.newsUpdates[0];
  if (!item) return null;
  const videoId = extractVideoId(item.embedUrl);
  return {
    id: item.id,
    pageSlug: item.pageSlug,
    title: item.title,
    date: item.date,
    dateLabel: formatNewsDate(item.date, languageOf(visitor.locale)),
    category: item.news_category?.displayName ?? null,
    description: item.description ?? null,
    image: item.image ?? null,
    alternativeText: item.alternativeTextDetailPage ?? item.alternativeText ?? null,
    videoEmbedUrl: videoId ? videoEmbedUrl(videoId) : null,
    seo: {
      seoTitle: item.seoTitle,
      seoDescription: item.seoDescription,
      seoKeywords: item.seoKeywords,
      ogImage: item.ogImage,
      plainDescription: markdownToPlainText(item.description),
      locales: EDITION_IDS.filter((id) =>
        isNewsPublishedIn(item.publish_in_country, EDITIONS[id].countryId),
      ).map((id) => EDITIONS[id].locale),
    },
    published_at: item.published_at ?? null,
    backButtonText: data.newsHeader?.backButtonText ?? null,
    newsTitle: data.newsHeader?.title ?? null,
  };
}
