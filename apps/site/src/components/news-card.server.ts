import {
  cutNewsCardDescription,
  cutNewsTitle,
  formatNewsDate,
  languageOf,
  markdownToPlainText,
  type Locale,
} from '@lumen/i18n';
import type { NewsCardData } from './news-card.tsx';

export type NewsItem = {
  id: string;
  pageSlug: string;
  title: string;
  date: string;
  description?: string | null;
  image?: string | null;
  alternativeText?: string | null;
  embedUrl?: string | null;
  news_category?: { displayName: string } | null;
};

/** A news item as a card shows it (spec §5 cut-offs and §9 date format), made on the server. */
export function toNewsCard(item: NewsItem, locale: Locale): NewsCardData {
  return {
    id: item.id,
    pageSlug: item.pageSlug,
    title: cutNewsTitle(item.title),
    date: item.date,
    dateLabel: formatNewsDate(item.date, languageOf(locale)),
    category: item.news_category?.displayName ?? null,
    summary: item.description
      ? cutNewsCardDescription(markdownToPlainText(item.description))
      : null,
    image: item.image ?? null,
    alternativeText: item.alternativeText ?? null,
    isVideo: !!item.embedUrl,
  };
}
