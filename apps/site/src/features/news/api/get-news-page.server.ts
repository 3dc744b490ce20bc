import type { Client } from '@urql/core';
import { NewsPageQuery } from '@lumen/content-client/operations/news';
import type { CountryId, Locale } from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import { toNewsCard } from '#src/components/news-card.server.ts';
import type { NewsListPage } from '../types.ts';
import { newsDateRange, NEWS_PER_PAGE, type NewsQuery } from '../utils/news-query.ts';

/**
 * Whether the text filters can be asked at all: a search or category past the content API's
 * lookup limit, or with control characters, matches nothing, so the page shows its empty
 * state without asking (the API would refuse it).
 */
function isAnswerable(query: NewsQuery): boolean {
  return (
    (!query.search || isLookupText(query.search)) &&
    (!query.category || isLookupText(query.category))
  );
}

/**
 * One page of one /news tab in one content request: the header, both filters' options, the
 * items published in the visitor's country and their total. A query the API could not take
 * (a 1,000-character search) is asked without its text filters and answers no items.
 */
export async function getNewsPage(
  client: Client,
  visitor: { locale: Locale; countryId: CountryId },
  query: NewsQuery,
  now: Date,
): Promise<NewsListPage> {
  const answerable = isAnswerable(query);
  const data = await queryContent(client, NewsPageQuery, {
    locale: visitor.locale,
    countryId: visitor.countryId,
    start: (query.page - 1) * NEWS_PER_PAGE,
    limit: answerable ? NEWS_PER_PAGE : 0,
    ...newsDateRange(query, now),
    category: answerable ? query.category : null,
    search: answerable ? query.search || null : null,
  });
  const total = answerable ? data.newsUpdatesCount : 0;
  return {
    header: data.newsHeader ?? null,
    categories: [...data.newsCategories]
      .sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0))
      .map((c) => ({ value: c.newsType, label: c.displayName })),
    years: data.newsYearLabel.map((y) => ({ value: y.yearKey, label: y.yearLabel })),
    query,
    news: answerable ? data.newsUpdates.map((item) => toNewsCard(item, visitor.locale)) : [],
    total,
    totalPages: Math.max(1, Math.ceil(total / NEWS_PER_PAGE)),
  };
}
