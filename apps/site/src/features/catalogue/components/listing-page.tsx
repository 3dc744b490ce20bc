import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Pagination } from '@lumen/ui-kit/pagination';
import { normalizePage } from '@lumen/ui-kit/pagination-logic';
import {
  LISTING_PAGE_SIZES,
  PRODUCT_SORTS,
  parseProductSort,
} from '@lumen/validation/catalogue-constants';
import { ProductCard } from '@lumen/site-shell/components/product-card.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { FacetName } from '@lumen/validation';
import type { SeededPage } from '../hooks/listing-cache.ts';
import { useListingPages, type ListingContext } from '../hooks/use-listing-pages.ts';
import {
  clearFilters,
  goToPage,
  lastShownPage,
  listingSearch,
  loadMore,
  parseListingState,
  setPageSize,
  setSort,
  toggleFilter,
  type ListingState,
  type PageSize,
} from '../utils/listing-state.ts';
import { CategoryHeader, withRange } from './category-header.tsx';
import type { CategoryHeader as CategoryHeaderContent } from '../types.ts';

// The filter panel, about half the listing's elements: hidden on phones until 'Filters' opens
// it. In the server's HTML, hydrated when it shows (issue 9): on large screens right after
// the page, on phones when it opens. Its props stay the same objects until the listing's state
// or its facets change, so the listing's own updates (a page loading) do not reach it before
// its code has come.
const FilterPanel = lazyIsland(() => import('./filter-panel.tsx').then((m) => m.FilterPanel), {
  when: 'visible',
});

export type ListingPageProps = {
  header: CategoryHeaderContent | null;
  /** The category name from the product API, when content has no header. */
  categoryName: string;
  context: ListingContext;
  /** The server's pages for the URL it rendered. */
  serverPages: readonly SeededPage[];
};

/**
 * /products/{mainCategory} (spec §2 Product listing): the banner, the filter panel, and a
 * grid of three per row with its count, sort, items per page, 'Load more products' and
 * pagination. The URL is the state: every change navigates, so Back and Forward replay it
 * and a shared link renders the same listing on the server.
 */
export function ListingPage({ header, categoryName, context, serverPages }: ListingPageProps) {
  const t = useTranslator();
  const navigate = useNavigate();
  const location = useLocation();
  const urlState = useMemo(
    () => parseListingState(new URLSearchParams(location.search)),
    [location.search],
  );
  // The state just chosen, shown (and fetched) at once while the navigation to its URL is
  // under way; any other location change (Back, a link) drops it.
  const [pending, setPending] = useState<{ from: string; state: ListingState } | null>(null);
  // Once the location changes (the navigation landed, or Back was pressed), the URL rules.
  if (pending && pending.from !== location.key) setPending(null);
  const state = pending?.from === location.key ? pending.state : urlState;
  const listing = useListingPages(state, context, serverPages);
  const resultsRef = useRef<HTMLElement>(null);
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const panelId = useId();

  const go = (next: ListingState, options: { replace?: boolean; toResults?: boolean } = {}) => {
    setPending({ from: location.key, state: next });
    void navigate(
      { search: listingSearch(next) },
      { preventScrollReset: true, replace: options.replace ?? false },
    );
    // A new page of results starts at the top of the grid (spec §4: scroll to top on fetch).
    if (options.toResults) resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  // Spec §4: when the page count drops below the current page, jump to page 1.
  const lastPage = lastShownPage(state);
  useEffect(() => {
    if (!listing.isSettled) return;
    if (normalizePage(lastPage, listing.totalPages) !== lastPage && lastPage > 1)
      void navigate({ search: listingSearch(goToPage(state, 1)) }, { replace: true });
  }, [listing.isSettled, listing.totalPages, lastPage, state, navigate]);

  const facets = listing.first?.availableFacets;
  // The panel's handlers keep their identity (see FilterPanel above) and act on the latest state.
  const latest = useRef({ go, state });
  useLayoutEffect(() => {
    latest.current = { go, state };
  });
  const onToggle = useCallback((name: FacetName, value: string) => {
    const { go, state } = latest.current;
    go(toggleFilter(state, name, value));
  }, []);
  const onClearAll = useCallback(() => {
    const { go, state } = latest.current;
    go(clearFilters(state));
  }, []);
  const shown = listing.products.length;
  const title = withRange(header?.title ?? categoryName, state.rangeFilter);
  const description = header?.description ? withRange(header.description, state.rangeFilter) : null;
  const canLoadMore = lastPage < listing.totalPages;

  return (
    <>
      <CategoryHeader header={header} title={title} description={description} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-labelledby={`${panelId}-title`}>
          <div className="flex items-center justify-between">
            <h2 id={`${panelId}-title`} className="text-lg font-semibold text-ink-950">
              {t('filters.title')}
            </h2>
            <button
              type="button"
              aria-expanded={isFilterOpen}
              aria-controls={panelId}
              onClick={() => setIsFilterOpen(!isFilterOpen)}
              className="focus-ring rounded border border-ink-300 px-3 py-1.5 text-sm font-semibold lg:hidden"
            >
              {t('filters.open')}
            </button>
          </div>
          <div id={panelId} className={isFilterOpen ? 'mt-4' : 'mt-4 hidden lg:block'}>
            <FilterPanel
              facets={facets}
              state={state}
              onToggle={onToggle}
              onClearAll={onClearAll}
            />
          </div>
        </aside>

        <section
          ref={resultsRef}
          aria-labelledby={`${panelId}-results`}
          aria-busy={listing.isUpdating}
          className="scroll-mt-24"
        >
          <h2 id={`${panelId}-results`} className="sr-only">
            {t('catalogue.results')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-4 border-b border-ink-100 pb-4">
            <p role="status" className="text-sm text-ink-700" data-testid="listing-count">
              {shown === 0 && !listing.isUpdating && listing.first
                ? t('products.showingNone')
                : t('products.showingCount', { shown, count: listing.totalElements })}
            </p>
            <div className="flex flex-wrap items-center gap-4">
              <label className="flex items-center gap-2 text-sm text-ink-800">
                {t('products.sortBy')}
                <select
                  value={state.sort}
                  onChange={(event) =>
                    go(setSort(state, parseProductSort(event.currentTarget.value)))
                  }
                  className="focus-ring rounded border border-ink-300 bg-white px-2 py-1.5"
                >
                  {PRODUCT_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center gap-2 text-sm text-ink-800">
                {t('products.itemsPerPage')}
                <select
                  value={state.size}
                  onChange={(event) =>
                    go(setPageSize(state, Number(event.currentTarget.value) as PageSize))
                  }
                  className="focus-ring rounded border border-ink-300 bg-white px-2 py-1.5"
                >
                  {LISTING_PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>

          <ul
            className={`mt-6 grid grid-cols-2 gap-4 transition-opacity lg:grid-cols-3 lg:gap-6 ${
              listing.isUpdating ? 'opacity-60' : ''
            }`}
            data-testid="listing-grid"
          >
            {listing.products.map((product, index) => (
              <li key={`${product.productId}`}>
                <ProductCard product={product} size="listing" isEager={index < 3} />
              </li>
            ))}
          </ul>

          <div className="mt-8 flex flex-col items-center gap-6">
            {listing.isLoadingMore ? (
              <p role="status" className="text-sm text-ink-700">
                {t('common.loading')}
              </p>
            ) : canLoadMore ? (
              <button
                type="button"
                onClick={() => go(loadMore(state), { replace: true })}
                className="focus-ring rounded bg-ink-900 px-6 py-3 text-sm font-semibold text-white hover:bg-ink-700"
              >
                {t('products.loadMore')}
              </button>
            ) : null}
            <Pagination
              page={Math.min(lastPage, Math.max(listing.totalPages, 1))}
              totalPages={listing.totalPages}
              onPageChange={(page) => go(goToPage(state, page), { toResults: true })}
              labels={{
                navigation: t('pagination.label'),
                first: t('pagination.firstPage'),
                previous: t('pagination.previousPage'),
                next: t('pagination.nextPage'),
                last: t('pagination.lastPage'),
                page: (page) => t('pagination.page', { page }),
              }}
            />
          </div>
        </section>
      </div>
    </>
  );
}
