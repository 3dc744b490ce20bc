import { useEffect } from 'react';
import type { ReactNode } from 'react';

/** A screen's one h1, also the document title, so each tab says which screen it holds. */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${children} · Lumen staff console`;
  }, [children]);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-2xl font-bold text-ink-950">{children}</h1>
      {actions}
    </div>
  );
}
