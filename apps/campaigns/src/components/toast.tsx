import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's toast durations (§9): 1.5 s, 3 s, 30 s. */
export const TOAST_MS = { short: 1500, medium: 3000, long: 30_000 } as const;

/**
 * A message shown at the bottom centre for a while, then gone (spec §8). The live region is
 * always in the page, so screen readers announce each message as it is written into it.
 */
export function useToast(durationMs: number = TOAST_MS.medium) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show };
}

export function Toast({ message }: { message: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {message ? (
        <p className="pointer-events-auto max-w-md rounded-md bg-ink-950 px-5 py-3 text-center text-sm font-semibold text-white shadow-lg">
          {message}
        </p>
      ) : null}
    </div>
  );
}
