import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Loading } from '@lumen/ui-kit/spinner';
import type { ReactNode } from 'react';

/**
 * What a list shows instead of rows: while loading, when nothing matches, and when the API
 * failed (the old console showed nothing; staff are told what happened and can retry).
 */
export function ListStatus({
  state,
  children,
  onRetry,
}: {
  state: 'loading' | 'empty' | 'error';
  children?: ReactNode;
  onRetry?: () => void;
}) {
  if (state === 'loading') return <Loading label="Loading…" className="py-10" />;
  return (
    <div
      className={
        'rounded-md border px-4 py-6 ' +
        (state === 'error' ? 'border-danger-600 bg-danger-50' : 'border-ink-200 bg-white')
      }
      role={state === 'error' ? 'alert' : undefined}
    >
      <p>{children}</p>
      {state === 'error' && onRetry ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'outline', size: 'sm' }) + ' mt-3'}
          onClick={onRetry}
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
