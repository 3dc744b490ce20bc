import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cn } from '@lumen/ui-kit/cn';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import { MAX_QUERY_LENGTH } from '@lumen/validation/catalogue-constants';
import { useTranslator } from '#src/lib/i18n.tsx';
import { useAutocomplete, type FetchTerms } from '#src/features/search/hooks/use-autocomplete.ts';
import { useFittingPlaceholder } from '#src/features/search/hooks/use-fitting-placeholder.ts';

const loadValidator = () => import('#src/features/search/utils/validate-search-term.ts');

export type SearchBoxProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** A valid term was submitted or a suggestion chosen. */
  onSearch: (term: string) => void;
  fetchTerms: FetchTerms;
  placeholder: string;
  /** A shorter placeholder, shown when `placeholder` would be cut off. */
  shortPlaceholder?: string;
  tone?: 'header' | 'dialog';
  autoFocus?: boolean;
  /** The box starts with a term that was just searched for: no suggestions for it. */
  isInitialValueSearched?: boolean;
  className?: string;
};

function SearchIcon() {
  return (
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
  );
}

/**
 * The search box with autocomplete, as a WAI-ARIA combobox: suggestions appear under it
 * after a pause in typing; Down/Up move through them, Enter or a click chooses one (which
 * searches for it and suppresses one autocomplete), Escape closes the list and then clears
 * the box. Submitting validates with the shared schema: an empty box says 'This is
 * required', a whitespace-only term does nothing (spec §5).
 */
export function SearchBox({
  value,
  onValueChange,
  onSearch,
  fetchTerms,
  placeholder,
  shortPlaceholder,
  tone = 'header',
  autoFocus = false,
  isInitialValueSearched = false,
  className,
}: SearchBoxProps) {
  const t = useTranslator();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { suggestions, suppressNext, clear } = useAutocomplete(value, fetchTerms, {
    isInitialQuerySearched: isInitialValueSearched,
  });
  const [active, setActive] = useState(-1);
  const [isListDismissed, setIsListDismissed] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownPlaceholder = useFittingPlaceholder(
    inputRef,
    shortPlaceholder && shortPlaceholder !== placeholder
      ? [placeholder, shortPlaceholder]
      : [placeholder],
  );

  // The header's box hydrates when the visitor reaches for it (an island, issue 9): focus
  // taken and text typed or pasted before its code arrived are adopted, so suggestions and
  // submitting work on what the box shows.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== value) onValueChange(input.value);
    if (document.activeElement === input) setIsFocused(true);
    // Once, at mount: afterwards the box is controlled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isListOpen = isFocused && !isListDismissed && suggestions.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (term: string) => {
    suppressNext();
    clear();
    setActive(-1);
    setError(null);
    onValueChange(term);
    onSearch(term);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateSearchTerm } = await loadValidator();
    // What the box shows: a click on Search held until hydration is replayed before the
    // adopted text has reached `value`.
    const result = validateSearchTerm(inputRef.current?.value ?? value);
    if (result.kind === 'required') {
      setError(t('search.required'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    if (result.kind === 'term') {
      setIsListDismissed(true);
      onSearch(result.term);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setIsListDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      setActive((index) =>
        !isListOpen || index < 0 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count,
      );
    } else if (event.key === 'Enter' && isListOpen && active >= 0) {
      event.preventDefault();
      const term = suggestions[active];
      if (term) choose(term);
    } else if (event.key === 'Escape') {
      if (isListOpen) {
        event.preventDefault();
        event.stopPropagation();
        setIsListDismissed(true);
        setActive(-1);
      } else if (value !== '') {
        // In a dialog the first Escape clears the box; the next one closes the dialog.
        event.preventDefault();
        event.stopPropagation();
        onValueChange('');
      }
    }
  };

  const isDialog = tone === 'dialog';
  // The live region sits outside the search landmark: a modal dialog hides everything but
  // live regions, and a search form kept around one would be a second, unnamed landmark.
  return (
    <div className={cn('relative', className)}>
      <form role="search" noValidate onSubmit={(e) => void onSubmit(e)}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.submit')}
        </label>
        <div
          className={cn(
            'flex items-center rounded-md border bg-white text-ink-900',
            error ? 'border-danger-600' : 'border-ink-300',
            isDialog ? 'h-14 text-base sm:text-lg' : 'h-10 text-sm',
          )}
        >
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            // The dialog opens for searching: focus belongs in its box.
            autoFocus={autoFocus}
            aria-autocomplete="list"
            aria-expanded={isListOpen}
            aria-controls={listId}
            aria-activedescendant={isListOpen && active >= 0 ? optionId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder={shownPlaceholder}
            // The API's limit: typing or pasting more is cut there, never sent to be refused.
            maxLength={MAX_QUERY_LENGTH}
            value={value}
            onChange={(e) => {
              onValueChange(e.target.value);
              setIsListDismissed(false);
              setActive(-1);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setIsFocused(true);
              void loadValidator();
            }}
            onBlur={() => setIsFocused(false)}
            className="h-full min-w-0 flex-1 rounded-l-md bg-transparent px-3 placeholder:text-ink-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          />
          <button
            type="submit"
            className="focus-ring inline-flex h-full items-center justify-center rounded-r-md px-3 text-ink-700 hover:text-ink-950"
          >
            <SearchIcon />
            <VisuallyHidden>{t('search.submit')}</VisuallyHidden>
          </button>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!isListOpen}
          className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md bg-white py-1 text-ink-900 shadow-xl"
        >
          {suggestions.map((term, index) => (
            <li
              key={term}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep focus in the box: a press on an option must not blur the combobox first.
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(term)}
              className={cn(
                'cursor-pointer px-3 py-2',
                isDialog ? 'text-base' : 'text-sm',
                index === active ? 'bg-brand-100' : 'hover:bg-ink-50',
              )}
            >
              {term}
            </li>
          ))}
        </ul>
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="absolute top-full left-0 z-50 mt-1 rounded-md bg-white px-3 py-1.5 text-sm font-medium text-danger-600 shadow-md"
          >
            {error}
          </p>
        ) : null}
      </form>
      <VisuallyHidden aria-live="polite">
        {isListOpen ? t('search.suggestionsCount', { count: suggestions.length }) : ''}
      </VisuallyHidden>
    </div>
  );
}
