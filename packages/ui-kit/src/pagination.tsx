import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from './icons.tsx';
import { getPageWindow, getPaginationState } from './pagination-logic.ts';

export type PaginationLabels = {
  navigation: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (page: number) => string;
};

const ENGLISH_LABELS: PaginationLabels = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
};

export type PaginationProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** How many page buttons to show (the spec reads 3 or 5). */
  windowSize?: number;
  /**
   * How many of them stay on a phone (under 640 px): first, previous, five pages, next and
   * last do not fit on one line at 390 px, and the last button would wrap alone.
   */
  narrowWindowSize?: number;
  /** Translated labels, e.g. from t('pagination.firstPage'). */
  labels?: Partial<PaginationLabels>;
  className?: string;
};

const BUTTON =
  'focus-ring inline-flex size-10 items-center justify-center rounded-md text-sm font-semibold ' +
  'transition-colors hover:bg-ink-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ' +
  'aria-disabled:hover:bg-transparent';

/**
 * First / previous / page numbers / next / last. Disabled ends use aria-disabled rather than
 * `disabled`, so the button a keyboard user just pressed to reach the last page keeps focus
 * instead of dropping it to the top of the document. Nothing is rendered for a single page.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  windowSize = 5,
  narrowWindowSize = 3,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const labels = { ...ENGLISH_LABELS, ...labelOverrides };
  const { canGoBack, canGoForward } = getPaginationState(page, totalPages);
  // Chosen by CSS rather than by measuring, so the server HTML is already right.
  const narrowWindow = new Set(getPageWindow(page, totalPages, narrowWindowSize));

  const control = (target: number, isEnabled: boolean, label: string, icon: ReactNode) => (
    <li>
      <button
        type="button"
        aria-label={label}
        aria-disabled={!isEnabled || undefined}
        onClick={() => {
          if (isEnabled) onPageChange(target);
        }}
        className={BUTTON}
      >
        {icon}
      </button>
    </li>
  );

  return (
    <nav aria-label={labels.navigation} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {control(1, canGoBack, labels.first, <ChevronsLeftIcon />)}
        {control(page - 1, canGoBack, labels.previous, <ChevronLeftIcon />)}
        {getPageWindow(page, totalPages, windowSize).map((pageNumber) => {
          const isCurrent = pageNumber === page;
          return (
            <li key={pageNumber} className={cn(!narrowWindow.has(pageNumber) && 'max-sm:hidden')}>
              <button
                type="button"
                aria-label={labels.page(pageNumber)}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => {
                  if (!isCurrent) onPageChange(pageNumber);
                }}
                className={cn(BUTTON, isCurrent && 'bg-ink-950 text-white hover:bg-ink-950')}
              >
                {pageNumber}
              </button>
            </li>
          );
        })}
        {control(page + 1, canGoForward, labels.next, <ChevronRightIcon />)}
        {control(totalPages, canGoForward, labels.last, <ChevronsRightIcon />)}
      </ul>
    </nav>
  );
}

export {
  getPageWindow,
  getPaginationState,
  getTotalPages,
  normalizePage,
} from './pagination-logic.ts';
export type { PaginationState } from './pagination-logic.ts';
