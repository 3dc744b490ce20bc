import { useId, useState } from 'react';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { FILTER_INPUT_CLASS } from '#src/components/date-range-filter.tsx';
import { checkQuoteSearch } from '../utils/quotes-request.ts';

/**
 * The keyword search (spec §2.5): a reference, or part of a name, e-mail, company, phone,
 * wholesaler or message. The text is checked with the search endpoint's schema before the
 * address changes, so a refused keyword (blank, over 100 characters) fetches nothing.
 */
export function QuoteSearchForm({
  value,
  onSearch,
  onClear,
}: {
  value: string | undefined;
  onSearch: (searchQuery: string) => void;
  onClear: () => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), hint: useId(), error: useId() };

  return (
    <form
      role="search"
      aria-label="Keyword search"
      className="flex flex-col gap-1"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = checkQuoteSearch(text);
        setError(problem);
        if (problem === null) onSearch(text.trim());
      }}
    >
      <label htmlFor={ids.input} className="text-sm font-medium">
        Search quotes
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={ids.input}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          className={`${FILTER_INPUT_CLASS} min-w-0 flex-1 basis-56`}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
          Search
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={() => {
            setText('');
            setError(null);
            onClear();
          }}
        >
          Clear
        </button>
      </div>
      <p id={ids.error} role="alert" className="text-sm text-danger-600 empty:hidden">
        {error ?? ''}
      </p>
      <p id={ids.hint} className="text-sm text-ink-600">
        A reference, or part of a name, e-mail, company, phone, wholesaler or message. A search
        looks through every date and shows the 50 newest matches.
      </p>
    </form>
  );
}
