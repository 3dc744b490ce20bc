import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListStatus } from './list-status.tsx';

/** Cell classes of every admin list, so the screens' tables look alike. */
export const TH = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
export const TD = 'px-3 py-2 align-top';

export const formatCount = new Intl.NumberFormat('en-GB').format;

/**
 * A list's table in its own scroll region: a phone scrolls it sideways, and it is focusable
 * so a keyboard can scroll it too. The caption names it for screen readers.
 */
export function DataTable({
  label,
  caption,
  columns,
  children,
}: {
  label: string;
  caption: string;
  /** Headings; a number column's is right-aligned like its cells. */
  columns: readonly (string | { label: string; numeric: true })[];
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="focus-ring overflow-x-auto rounded-lg border border-ink-200 bg-white"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50">
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={TH}>
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={`${TH} text-right`}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** "1 entry", "1,234 entries": the total above a list, announced when it changes. */
export function ListTotal({ count, one, other }: { count: number; one: string; other: string }) {
  return (
    <p className="mb-3 text-sm text-ink-700" aria-live="polite">
      {formatCount(count)} {count === 1 ? one : other}
    </p>
  );
}

/**
 * A list query's loading, failed (with Try again) and empty states, or its rows once there
 * are some: every list says the same things the same way.
 */
export function QueryList<T>({
  query,
  failure,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What could not be loaded, e.g. "The entries could not be loaded". */
  failure: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListStatus state="loading" />;
  if (query.isError)
    return (
      <ListStatus state="error" onRetry={() => void query.refetch()}>
        {failure}: {query.error.message}
      </ListStatus>
    );
  if (isEmpty(query.data)) return <ListStatus state="empty">{empty}</ListStatus>;
  return children(query.data);
}
