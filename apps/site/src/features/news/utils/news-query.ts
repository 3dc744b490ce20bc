import { paths } from '@lumen/site-shell/config/paths.ts';

/** News per page (spec §9). */
export const NEWS_PER_PAGE = 6;

export type NewsTab = 'latest' | 'archived';

/** What a /news address asks for: the tab, its filters and the 1-based page. */
export type NewsQuery = {
  tab: NewsTab;
  search: string;
  /** Latest tab: a newsType. */
  category: string | null;
  /** Archived tab: a yearKey. */
  year: string | null;
  page: number;
};

/** Query parameter names of /news, in one place for the page, its forms and its links. */
export const NEWS_PARAMS = {
  tab: 'tab',
  search: 'q',
  category: 'category',
  year: 'year',
  page: 'page',
} as const;

/**
 * Reads a /news address. Anything it cannot use is dropped rather than trusted: a page that
 * is not a whole number from 1, a year that is not four digits. `page` is the number as
 * asked; whether it is past the end is only known once the total is.
 */
export function readNewsQuery(params: URLSearchParams): NewsQuery {
  const tab: NewsTab = params.get(NEWS_PARAMS.tab) === 'archived' ? 'archived' : 'latest';
  const page = Number(params.get(NEWS_PARAMS.page) ?? '1');
  const year = params.get(NEWS_PARAMS.year)?.trim() ?? '';
  const category = params.get(NEWS_PARAMS.category)?.trim() ?? '';
  return {
    tab,
    search: (params.get(NEWS_PARAMS.search) ?? '').trim(),
    category: tab === 'latest' && category ? category : null,
    year: tab === 'archived' && /^\d{4}$/.test(year) ? year : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a news list state; defaults are left out so each state has one address. */
export function newsListHref(query: Partial<NewsQuery>): string {
  const params = new URLSearchParams();
  if (query.tab === 'archived') params.set(NEWS_PARAMS.tab, 'archived');
  if (query.search) params.set(NEWS_PARAMS.search, query.search);
  if (query.tab !== 'archived' && query.category) params.set(NEWS_PARAMS.category, query.category);
  if (query.tab === 'archived' && query.year) params.set(NEWS_PARAMS.year, query.year);
  if (query.page && query.page > 1) params.set(NEWS_PARAMS.page, String(query.page));
  const qs = params.toString();
  const list = paths.news.list.getHref();
  return qs ? `${list}?${qs}` : list;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The date range of a tab (spec §4: latest covers the last year; older items are archived).
 * Dates are compared as YYYY-MM-DD in UTC, as the content stores them.
 */
export function newsDateRange(
  query: Pick<NewsQuery, 'tab' | 'year'>,
  now: Date,
): { dateFrom?: string; dateTo?: string } {
  const oneYearAgo = new Date(now);
  oneYearAgo.setUTCFullYear(oneYearAgo.getUTCFullYear() - 1);
  const latestFrom = isoDay(oneYearAgo);
  if (query.tab === 'latest') return { dateFrom: latestFrom };
  const dayBefore = new Date(oneYearAgo);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  const archivedTo = isoDay(dayBefore);
  if (!query.year) return { dateTo: archivedTo };
  const yearEnd = `${query.year}-12-31`;
  return { dateFrom: `${query.year}-01-01`, dateTo: yearEnd < archivedTo ? yearEnd : archivedTo };
}
