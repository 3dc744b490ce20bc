import { useEffect, useState } from 'react';
import type { Locale } from '@lumen/i18n';
import { ProductCard } from '#src/components/product-card.tsx';
import { useTranslator } from '#src/lib/i18n.tsx';
import {
  useProductSearch,
  useRecordSearch,
  useSearchTerm,
} from '#src/features/search/hooks/use-product-search.ts';

/** Spec §4, §9: the overlay shows 36 results at first and 12 more per 'Load more products'. */
export const FIRST_SHOWN = 36;
export const MORE_STEP = 12;

export type SearchResultsProps = {
  /** The submitted or chosen term ('' when the dialog opened empty). */
  term: string;
  /** What the search box holds now. */
  query: string;
  countryId: number;
  locale: Locale;
  /** The search header's text for no results (content). */
  noDataText: string | null;
};

/**
 * The search overlay's results grid (spec §2 Product search overlay): product cards with
 * 300x300 thumbnails, 'Showing N of M products' or 'Searching...', and 'Load more products'.
 * Rendered inside the search dialog, so closing the dialog clears all of it.
 */
export function SearchResults({ term, query, countryId, locale, noDataText }: SearchResultsProps) {
  const t = useTranslator();
  const searched = useSearchTerm(term, query);
  const search = useProductSearch(searched, countryId, locale);
  useRecordSearch(searched, countryId, locale, search.found);
  const [shown, setShown] = useState({ term: searched, count: FIRST_SHOWN });
  // A new term starts again at 36.
  const shownCount = shown.term === searched ? shown.count : FIRST_SHOWN;

  const pages = search.data?.pages ?? [];
  const loaded = pages.flatMap((p) => p.products);
  const total = pages[0]?.pagination.totalElements ?? 0;
  const visible = loaded.slice(0, shownCount);
  const isSearching = search.isPending || (search.isFetching && search.isPlaceholderData);
  const needsMore = shownCount > loaded.length && search.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = search;

  // Fetch the page the shown count has reached (and one step ahead, so the next press is instant).
  useEffect(() => {
    if (search.isPlaceholderData || isFetchingNextPage || !search.hasNextPage) return;
    if (shownCount > FIRST_SHOWN && shownCount + MORE_STEP > loaded.length) void fetchNextPage();
  }, [
    shownCount,
    loaded.length,
    search.hasNextPage,
    search.isPlaceholderData,
    isFetchingNextPage,
    fetchNextPage,
  ]);

  if (!searched) return null;
  const status = isSearching
    ? t('search.searching')
    : total === 0
      ? (noDataText ?? t('products.showingNone'))
      : t('products.showingCount', { shown: visible.length, count: total });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8" aria-busy={isSearching}>
      <p role="status" className="text-sm text-ink-700" data-testid="search-count">
        {status}
      </p>
      {visible.length ? (
        <ul
          className={`mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 ${
            isSearching ? 'opacity-60' : ''
          }`}
          data-testid="search-results"
        >
          {visible.map((product, index) => (
            <li key={product.productId}>
              <ProductCard product={product} size="search" isEager={index < 4} />
            </li>
          ))}
        </ul>
      ) : null}
      {!isSearching && shownCount < total ? (
        <div className="mt-8 flex justify-center">
          {needsMore && isFetchingNextPage ? (
            <p role="status" className="text-sm text-ink-700">
              {t('common.loading')}
            </p>
          ) : (
            <button
              type="button"
              onClick={() => setShown({ term: searched, count: shownCount + MORE_STEP })}
              className="focus-ring rounded bg-ink-900 px-6 py-3 text-sm font-semibold text-white hover:bg-ink-700"
            >
              {t('products.loadMore')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
