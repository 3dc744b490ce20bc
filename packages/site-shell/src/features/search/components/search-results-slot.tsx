import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@lumen/i18n';
import { ProductDataProvider } from '#src/lib/product-api.tsx';
import { useTranslator } from '#src/lib/i18n.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { SearchResults } from '#src/features/search/components/search-results.tsx';

export type SearchResultsSlotProps = {
  /** The API's public origin. */
  apiUrl: string;
  /** The submitted or chosen term ('' when the dialog opened from the mobile button). */
  term: string;
  /** What the box holds right now (spec §4: every input change also triggers a search). */
  query: string;
  countryId: number;
  locale: Locale;
  /** The search header's text for no results (content). */
  noDataText: string | null;
};

/**
 * The search results inside the search dialog: the product grid with its count and 'Load
 * more products' (search-results.tsx). Its QueryClient lives and dies with the dialog, so
 * closing the dialog clears the term, the results and the shown count (spec §4).
 */
export function SearchResultsSlot({ apiUrl, term, locale, ...props }: SearchResultsSlotProps) {
  const t = useTranslator();
  const [queryClient] = useState(createQueryClient);
  return (
    <section
      data-slot="search-results"
      aria-label={term ? t('search.resultsFor', { term }) : t('search.submit')}
      className="w-full"
    >
      <QueryClientProvider client={queryClient}>
        <ProductDataProvider apiUrl={apiUrl} locale={locale}>
          <SearchResults term={term} locale={locale} {...props} />
        </ProductDataProvider>
      </QueryClientProvider>
    </section>
  );
}
