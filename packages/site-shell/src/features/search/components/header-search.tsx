import { lazy, Suspense, useCallback, useState } from 'react';
import type { Locale } from '@lumen/i18n';
import { useTranslator } from '#src/lib/i18n.tsx';
import { getAutocompleteTerms } from '#src/features/search/api/get-autocomplete-terms.ts';
import type { SearchHeaderContent } from '#src/features/search/types.ts';
import { SearchBox } from '#src/features/search/components/search-box.tsx';

const loadDialog = () => import('#src/features/search/components/search-dialog.tsx');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

export type HeaderSearchProps = {
  searchHeader: SearchHeaderContent | null;
  apiUrl: string;
  countryId: number;
  locale: Locale;
};

/**
 * The header's search: on large screens a search box with autocomplete, on small ones a
 * button; both open the full-screen search dialog. Mount it with `key={location.key}`: a
 * route change then closes the dialog and clears the box (spec §4).
 */
export function HeaderSearch({ searchHeader, apiUrl, countryId, locale }: HeaderSearchProps) {
  const t = useTranslator();
  const [query, setQuery] = useState('');
  const [dialogTerm, setDialogTerm] = useState<string | null>(null);
  const fetchTerms = useCallback(
    (q: string, signal: AbortSignal) =>
      getAutocompleteTerms({ apiUrl, query: q, countryId, locale, signal }),
    [apiUrl, countryId, locale],
  );

  return (
    <>
      <SearchBox
        // Wide enough for the content's placeholder in both languages beside the header's
        // other controls; a longer one gives way to the short message.
        className="hidden w-full max-w-lg lg:block"
        value={query}
        onValueChange={setQuery}
        onSearch={setDialogTerm}
        fetchTerms={fetchTerms}
        placeholder={searchHeader?.searchPlaceholder || t('search.placeholder')}
        shortPlaceholder={t('search.placeholder')}
      />
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setDialogTerm('')}
        onPointerEnter={() => void loadDialog()}
        className="focus-ring inline-flex size-10 items-center justify-center rounded-md hover:bg-current/10 lg:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t('search.open')}</span>
      </button>
      {dialogTerm !== null ? (
        <Suspense fallback={null}>
          <SearchDialog
            term={dialogTerm}
            searchHeader={searchHeader}
            fetchTerms={fetchTerms}
            apiUrl={apiUrl}
            countryId={countryId}
            locale={locale}
            onClose={() => {
              setDialogTerm(null);
              setQuery('');
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
