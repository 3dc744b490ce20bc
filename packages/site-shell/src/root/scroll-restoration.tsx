import { useContext, useEffect, useLayoutEffect } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useLocation,
  useNavigation,
} from 'react-router';

/*
 * React Router's <ScrollRestoration>, without touching sessionStorage while a new page loads.
 *
 * The first use of web storage in a page waits on the browser (it opens the storage area).
 * Traces of Lighthouse runs on a 2-core machine put 10–45 ms on it, once in React Router's
 * inline script while the page parses and again in its layout effect during hydration: tasks
 * that Lighthouse multiplies by its CPU slowdown into Total Blocking Time (issue 9, ADR 020).
 * A new history entry has no saved position, so nothing is read for it: storage is read only
 * when the page loads for an entry that existed (a reload, back or forward), and when the page
 * hides, to merge its positions with earlier pages' before writing them back. Behaviour is
 * otherwise React Router's own (7.18): same storage key, same keys (the history entry's), and
 * the same restore, hash and scroll-to-top rules.
 */

/** React Router's own key, so positions saved before this change still restore. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/** Scroll positions by history entry key: this page's, and earlier pages' once read. */
const positions: Record<string, number> = {};
let storedPositionsRead = false;

/** Adds the positions earlier pages saved; this page's own, newer ones win. */
function readStoredPositions() {
  if (storedPositionsRead) return;
  storedPositionsRead = true;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return;
    for (const [key, y] of Object.entries(stored))
      if (typeof y === 'number' && !(key in positions)) positions[key] = y;
  } catch {
    // storage disabled or unreadable: positions restore within this page only
  }
}

/** True when this document was loaded for a new history entry (a link, a typed address). */
function isNewEntry() {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate';
}

/**
 * Runs as the parser reaches it, before hydration: gives a new entry its key (and React
 * Router's history index, which saves the router a second replaceState while it hydrates),
 * or scrolls a returning entry to where it was before the first paint.
 */
function restoreBeforePaint(storageKey: string) {
  const state = window.history.state as { key?: string } | null;
  if (!state || !state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, '');
    return;
  }
  try {
    const y = (JSON.parse(sessionStorage.getItem(storageKey) || '{}') as Record<string, unknown>)[
      state.key
    ];
    if (typeof y === 'number') window.scrollTo(0, y);
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

const RESTORE_SCRIPT = `(${restoreBeforePaint.toString()})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`;

function useScrollRestoration() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const restoreScrollPosition = routerState?.restoreScrollPosition;
  const preventScrollReset = routerState?.preventScrollReset;
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const save = () => {
      if (navigation.state === 'idle') positions[location.key] = window.scrollY;
      readStoredPositions();
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      } catch {
        // storage disabled: nothing survives the page, as with React Router's
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [navigation.state, location]);

  useLayoutEffect(() => {
    if (!isNewEntry()) readStoredPositions();
    return router?.enableScrollRestoration(positions, () => window.scrollY);
  }, [router]);

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // not a decodable id: scroll as for no hash
      }
    }
    if (preventScrollReset === true) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);
}

/** In place of React Router's <ScrollRestoration> in the document's body. */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }}
    />
  );
}
