import type { Locale } from '@lumen/i18n';
import { useTranslator } from '#src/lib/i18n.tsx';

export type SearchResultsSlotProps = {
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
 * THE SLOT for the search results grid inside the search dialog. The product cards, the
 * 'Showing N of M products' / 'Searching...' count and 'Load more products' are the
 * catalogue feature's (issue 4): replace this component's body with them. It receives the
 * term, the live query, the visitor's country and locale, and the no-data text.
 */
export function SearchResultsSlot({ term }: SearchResultsSlotProps) {
  const t = useTranslator();
  return (
    <section
      data-slot="search-results"
      aria-label={term ? t('search.resultsFor', { term }) : t('search.submit')}
      className="mx-auto w-full max-w-7xl px-4 py-8"
    >
      {term ? (
        <h3 className="text-lg font-semibold text-ink-900">{t('search.resultsFor', { term })}</h3>
      ) : null}
    </section>
  );
}
