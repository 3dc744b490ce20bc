import { useCallback, useSyncExternalStore } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later instant is checked on each render. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the browser's clock has reached `instant` (ISO), and a re-render when it does. False
 * on the server and while hydrating, so the server's HTML is what hydrates; then the browser's
 * own clock decides. A page rendered while a competition was open (or served from the page
 * cache) turns closed at its closing time, as one loaded afterwards is.
 */
export function useHasPassed(instant: string | undefined): boolean {
  const at = instant ? Date.parse(instant) : Number.NaN;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const wait = at - Date.now();
      if (!(wait > 0) || wait > MAX_TIMEOUT_MS) return () => {};
      const timer = setTimeout(onChange, wait);
      return () => clearTimeout(timer);
    },
    [at],
  );
  return useSyncExternalStore(
    subscribe,
    () => Date.now() >= at,
    () => false,
  );
}
