import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

type Tone = 'info' | 'error' | 'success';
type Toast = { id: number; text: string; tone: Tone };
type ShowToast = (text: string, options?: { tone?: Tone; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Spec §8: the console's toasts show for 1.5 s or 3 s at the bottom centre. */
export const TOAST_MS = { short: 1500, normal: 3000 } as const;

/**
 * Bottom-centre toasts in one live region that is always in the page, so screen readers
 * announce each message as it is added.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>((text, options = {}) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, text, tone: options.tone ?? 'info' }]);
    setTimeout(
      () => setToasts((list) => list.filter((t) => t.id !== id)),
      options.durationMs ?? TOAST_MS.normal,
    );
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <p
            key={t.id}
            className={
              'max-w-md rounded-md px-4 py-3 text-sm font-medium text-white shadow-lg ' +
              (t.tone === 'error'
                ? 'bg-danger-600'
                : t.tone === 'success'
                  ? 'bg-success-600'
                  : 'bg-ink-900')
            }
          >
            {t.text}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
