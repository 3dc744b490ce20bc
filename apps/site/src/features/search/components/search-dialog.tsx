import { useState } from 'react';
import type { Locale } from '@lumen/i18n';
import { Dialog, DialogContent } from '@lumen/ui-kit/dialog';
import { Image } from '@lumen/ui-kit/image';
import { useReturnFocus } from '#src/hooks/use-return-focus.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import type { FetchTerms } from '../hooks/use-autocomplete.ts';
import type { SearchHeaderContent } from '../types.ts';
import { SearchBox } from './search-box.tsx';
import { SearchResultsSlot } from './search-results-slot.tsx';

export type SearchDialogProps = {
  term: string;
  searchHeader: SearchHeaderContent | null;
  fetchTerms: FetchTerms;
  /** The API's public origin: the results grid searches it from the browser. */
  apiUrl: string;
  countryId: number;
  locale: Locale;
  onClose: () => void;
};

/**
 * The full-screen search dialog (spec §2 Product search overlay): the search header content
 * (searchTitle, heroImage, searchPlaceholder, closeButton), a search box that starts with
 * the term, and the results slot. Loaded only when first opened. Closing clears the term.
 */
export function SearchDialog({
  term: initialTerm,
  searchHeader,
  fetchTerms,
  apiUrl,
  countryId,
  locale,
  onClose,
}: SearchDialogProps) {
  const t = useTranslator();
  const returnFocus = useReturnFocus();
  const [query, setQuery] = useState(initialTerm);
  const [term, setTerm] = useState(initialTerm);
  const title = searchHeader?.searchTitle || t('search.submit');

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        size="fullscreen"
        title={title}
        isTitleHidden
        closeLabel={searchHeader?.closeButton || t('common.close')}
        className="flex flex-col bg-white"
        onCloseAutoFocus={returnFocus}
        onEscapeKeyDown={(event) => {
          // Escape belongs to the search box first: it closes the suggestions, then clears
          // the box; only an empty box lets Escape close the dialog.
          const box = event.target;
          if (
            box instanceof HTMLInputElement &&
            box.getAttribute('role') === 'combobox' &&
            (box.value !== '' || box.getAttribute('aria-expanded') === 'true')
          )
            event.preventDefault();
        }}
      >
        {/* A light bar for the dialog's close button, which is drawn for light surfaces. */}
        <div className="h-16 shrink-0 border-b border-ink-100" />
        <div className="relative isolate shrink-0 overflow-hidden bg-ink-900 px-4 py-10 text-white">
          {searchHeader?.heroImage ? (
            <Image
              src={searchHeader.heroImage}
              alt={searchHeader.alternativeText ?? ''}
              width={1600}
              height={400}
              className="absolute inset-0 -z-10 size-full object-cover opacity-40"
            />
          ) : null}
          <div className="mx-auto max-w-3xl">
            <p aria-hidden="true" className="mb-4 text-2xl font-semibold md:text-4xl">
              {title}
            </p>
            <SearchBox
              tone="dialog"
              autoFocus
              isInitialValueSearched={initialTerm !== ''}
              value={query}
              onValueChange={setQuery}
              onSearch={setTerm}
              fetchTerms={fetchTerms}
              placeholder={searchHeader?.searchPlaceholder || t('search.placeholder')}
            />
          </div>
        </div>
        <SearchResultsSlot
          apiUrl={apiUrl}
          term={term}
          query={query}
          countryId={countryId}
          locale={locale}
          noDataText={searchHeader?.noDataText ?? null}
        />
      </DialogContent>
    </Dialog>
  );
}
