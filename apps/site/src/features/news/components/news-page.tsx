import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pagination } from '@lumen/ui-kit/pagination';
import { ContentBanner } from '#src/components/content-banner.tsx';
import { KeywordSearchForm } from '#src/components/keyword-search-form.tsx';
import { NewsCard } from '#src/components/news-card.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { paginationLabels } from '#src/lib/pagination-labels.ts';
import type { NewsListPage } from '../types.ts';
import { NEWS_PARAMS, newsListHref, type NewsTab } from '../utils/news-query.ts';

const SELECT =
  'focus-ring h-11 rounded-md border border-ink-300 bg-white px-3 text-base text-ink-950';

/**
 * /news (spec §2 News): the Latest and Archived tabs, each with a keyword search; Latest
 * filters by category and Archived by year; 6 cards a page. Every state is an address, so
 * the tabs, filters and pages work as links and the back button.
 */
export function NewsPage({ page }: { page: NewsListPage }) {
  const t = useTranslator();
  const navigate = useNavigate();
  const filterId = useId();
  const { header, query } = page;
  const tabs: { tab: NewsTab; label: string }[] = [
    { tab: 'latest', label: header?.latestTabTitle ?? t('news.latest') },
    { tab: 'archived', label: header?.archivedTabTitle ?? t('news.archived') },
  ];
  const isLatest = query.tab === 'latest';
  const options = isLatest ? page.categories : page.years;
  const selected = (isLatest ? query.category : query.year) ?? '';
  return (
    <div data-page="news">
      <ContentBanner
        title={header?.title ?? t('news.latest')}
        description={header?.description}
        image={header?.heroImage}
        alternativeText={header?.alternativeText}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
        <nav aria-label={t('news.tabs')} className="flex gap-2 border-b border-ink-200">
          {tabs.map(({ tab, label }) => (
            <Link
              key={tab}
              to={newsListHref({ tab })}
              aria-current={query.tab === tab ? 'page' : undefined}
              data-news-tab={tab}
              className="focus-ring -mb-px rounded-t-md border-b-2 border-transparent px-4 py-3 font-semibold text-ink-700 hover:text-ink-950 aria-[current=page]:border-brand-500 aria-[current=page]:text-ink-950"
            >
              {label}
            </Link>
          ))}
        </nav>
        <KeywordSearchForm
          action={newsListHref({})}
          name={NEWS_PARAMS.search}
          value={query.search}
          label={header?.searchPlaceholder ?? t('news.searchPlaceholder')}
          placeholder={header?.searchPlaceholder}
          hidden={{ [NEWS_PARAMS.tab]: isLatest ? null : 'archived' }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={filterId} className="text-sm font-semibold text-ink-800">
              {isLatest
                ? (header?.categoryLabel ?? t('news.category'))
                : (header?.yearLabel ?? t('news.year'))}
            </label>
            <select
              id={filterId}
              name={isLatest ? NEWS_PARAMS.category : NEWS_PARAMS.year}
              key={`${query.tab}:${selected}`}
              defaultValue={selected}
              // A new choice applies at once, from page 1; without script the Search button
              // submits it with the form.
              onChange={(event) =>
                void navigate(
                  newsListHref({
                    ...query,
                    [isLatest ? 'category' : 'year']: event.currentTarget.value || null,
                    page: 1,
                  }),
                )
              }
              className={SELECT}
            >
              <option value="">
                {isLatest
                  ? (header?.allCategoriesText ?? t('news.allCategories'))
                  : (header?.allYearsText ?? t('news.allYears'))}
              </option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </KeywordSearchForm>
        <p role="status" className="text-sm text-ink-700" data-news-count={page.total}>
          {t('news.count', { count: page.total })}
        </p>
        {page.news.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.news.map((item) => (
              <li key={item.id}>
                <NewsCard
                  item={item}
                  headingLevel="h2"
                  readMoreText={header?.readMoreText ?? t('common.readMore')}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p data-news-empty="" className="rounded-lg bg-ink-50 p-8 text-center text-ink-800">
            {header?.noNewsText ?? t('news.noResults')}
          </p>
        )}
        <Pagination
          page={query.page}
          totalPages={page.totalPages}
          onPageChange={(p) => {
            void navigate(newsListHref({ ...query, page: p }));
            window.scrollTo({ top: 0 });
          }}
          labels={paginationLabels(t)}
          className="justify-center"
        />
      </div>
    </div>
  );
}
