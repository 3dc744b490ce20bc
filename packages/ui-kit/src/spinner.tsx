import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

/** A decorative spinner; pair it with text (see Loading) so the state is announced. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6 animate-spin text-brand-500', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export type LoadingProps = ComponentProps<'div'> & {
  /** The text announced and, unless hidden, shown: pass t('common.loading'). */
  label?: string;
  isLabelHidden?: boolean;
};

/** A polite status region with a spinner, e.g. 'Loading...' while more products load. */
export function Loading({
  label = 'Loading...',
  isLabelHidden = false,
  className,
  ...props
}: LoadingProps) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-4 text-sm text-ink-700', className)}
      {...props}
    >
      <Spinner />
      {isLabelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </div>
  );
}
