import { useState } from 'react';
import type { ReactNode } from 'react';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { localToday } from '#src/lib/dates.ts';
import { useToast } from './toast.tsx';

export type DateRange = { startDate?: string; endDate?: string };

const INPUT =
  'focus-ring h-11 rounded-md border border-ink-300 bg-white px-3 text-sm text-ink-900 ' +
  'aria-invalid:border-danger-600';

/**
 * From / To pickers with Filter and Clear Filter (spec §4, §5). The pickers cannot choose a
 * future day; Filter checks the range with the list's shared schema (`check` returns the
 * first problem's text) and, when it is refused, says why and fetches nothing. Clear Filter
 * empties the dates and goes back to the first page. Extra filters sit between the dates
 * and the buttons, and are applied by the same Filter press.
 */
export function DateRangeFilter({
  startDate,
  endDate,
  check,
  onApply,
  onClear,
  children,
}: DateRange & {
  check: (range: DateRange) => string | null;
  onApply: (range: DateRange) => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const [from, setFrom] = useState(startDate ?? '');
  const [to, setTo] = useState(endDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const today = localToday();
  const toast = useToast();

  return (
    <form
      role="search"
      aria-label="Filter the list"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const range = { startDate: from || undefined, endDate: to || undefined };
        const problem = check(range);
        setError(problem);
        // Spec §8: the refusal is also a toast (3 s, bottom centre).
        if (problem !== null) toast(problem, { tone: 'error' });
        else onApply(range);
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        From
        <input
          type="date"
          name="startDate"
          className={INPUT}
          max={today}
          value={from}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'date-range-error' : undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        To
        <input
          type="date"
          name="endDate"
          className={INPUT}
          max={today}
          value={to}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'date-range-error' : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      {children}
      <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
        Filter
      </button>
      <button
        type="button"
        className={buttonClassName({ variant: 'outline' })}
        onClick={() => {
          setFrom('');
          setTo('');
          setError(null);
          onClear();
        }}
      >
        Clear Filter
      </button>
      <p id="date-range-error" role="alert" className="w-full text-sm text-danger-600 empty:hidden">
        {error ?? ''}
      </p>
    </form>
  );
}

export { INPUT as FILTER_INPUT_CLASS };
