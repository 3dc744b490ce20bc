import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. The server (and the hydrating render)
 * answer `serverValue`, so markup that depends on it must be safe to show either way.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
