import type { ResultOf } from '@lumen/content-client/graphql';
import type { Locale } from '@lumen/i18n';
import type { NewsArticleQuery, NewsPageQuery } from '@lumen/content-client/operations/news';
import type { NewsCardData } from '#src/components/news-card.tsx';
import type { NewsQuery } from './utils/news-query.ts';

export type NewsHeader = NonNullable<ResultOf<typeof NewsPageQuery>['newsHeader']>;

export type NewsListPage = {
  header: NewsHeader | null;
  categories: { value: string; label: string }[];
  years: { value: string; label: string }[];
  query: NewsQuery;
  news: NewsCardData[];
  total: number;
  totalPages: number;
};

type ArticleResult = ResultOf<typeof NewsArticleQuery>['newsUpdates'][number];

export type NewsArticle = {
  id: string;
  pageSlug: string;
  title: string;
  date: string;
  dateLabel: string;
  category: string | null;
  description: string | null;
  image: string | null;
  alternativeText: string | null;
  /** The player address when the item is video news (an 11-character id), else null. */
  videoEmbedUrl: string | null;
  seo: Pick<ArticleResult, 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'ogImage'> & {
    plainDescription: string;
    /** The locales of the editions that publish the article: its only hreflang alternates. */
    locales: Locale[];
  };
  published_at: string | null;
  backButtonText: string | null;
  newsTitle: string | null;
};
