import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Whether the page is scrolled further than `px`. The snapshot is a boolean, so scrolling
 * re-renders only when the threshold is crossed; the server (and first paint) say false.
 */
export function useScrolledPast(px: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
