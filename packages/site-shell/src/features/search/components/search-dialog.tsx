import { useState } from 'react';
import type { Locale } from '@lumen/i18n';
import { Dialog, DialogClose, DialogContent } from '@lumen/ui-kit/dialog';
import { Image } from '@lumen/ui-kit/image';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import { useReturnFocus } from '#src/hooks/use-return-focus.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import type { FetchTerms } from '#src/features/search/hooks/use-autocomplete.ts';
import type { SearchHeaderContent } from '#src/features/search/types.ts';
import { SearchBox } from '#src/features/search/components/search-box.tsx';
import { SearchResultsSlot } from '#src/features/search/components/search-results-slot.tsx';

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
  const closeLabel = searchHeader?.closeButton || t('common.close');

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        size="fullscreen"
        title={title}
        isTitleHidden
        closeLabel={closeLabel}
        hasOwnCloseButton
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
        {/* Above the results (z-10), unclipped: the suggestions open over them. */}
        <div className="surface-dark relative isolate z-10 shrink-0 px-4 py-6 md:py-10">
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
            <div className="flex items-center gap-2">
              <SearchBox
                className="min-w-0 flex-1"
                tone="dialog"
                autoFocus
                isInitialValueSearched={initialTerm !== ''}
                value={query}
                onValueChange={setQuery}
                onSearch={setTerm}
                fetchTerms={fetchTerms}
                placeholder={searchHeader?.searchPlaceholder || t('search.placeholder')}
                shortPlaceholder={t('search.placeholder')}
              />
              {/* In the search row rather than on a band of its own above the hero. */}
              <DialogClose className="focus-ring inline-flex size-12 shrink-0 items-center justify-center rounded-full text-xl text-white hover:bg-white/15 sm:size-14">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                >
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
                <VisuallyHidden>{closeLabel}</VisuallyHidden>
              </DialogClose>
            </div>
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
