import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  combinationAnchor,
  combinationOfHash,
  combinationOfLink,
} from '../utils/combination-anchor.ts';

const noSubscription = () => () => {};

/**
 * False while the server's HTML hydrates, true after: the server never sees the address's
 * fragment, so what depends on it waits for the first client render.
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The combinations' expansion panels (campaigns spec §2.6): several may be open at once, and
 * the address's fragment `#combination-<id>` opens one. A click on a link to a panel of this
 * page (in a panel's text, a card, a content block) becomes a router navigation to that
 * fragment, so a copied address opens the same panel and Back returns to the one before;
 * whenever the fragment names a panel, it is opened, scrolled to and its button focused.
 */
export function useCombinationPanels(ids: readonly string[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const hashId = isHydrated ? combinationOfHash(location.hash, ids) : null;
  // What the visitor chose per panel; a panel never chosen is open when the fragment names it.
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const isOpen = (id: string) => choices.get(id) ?? id === hashId;
  const choose = useCallback(
    (id: string, open: boolean) => setChoices((before) => new Map(before).set(id, open)),
    [],
  );

  useEffect(() => {
    if (!hashId) return;
    document.getElementById(combinationAnchor(hashId))?.scrollIntoView({ block: 'start' });
    buttons.current.get(hashId)?.focus({ preventScroll: true });
    // location.key: the same fragment followed again (a second click) reveals it again.
  }, [hashId, location.key]);

  const { pathname, search } = location;
  useEffect(() => {
    const page = { origin: window.location.origin, pathname, search };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const id = link && combinationOfLink(link.getAttribute('href') ?? '', page, ids);
      if (!id) return;
      event.preventDefault();
      choose(id, true);
      void navigate({ search, hash: `#${combinationAnchor(id)}` }, { preventScrollReset: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [ids, navigate, choose, pathname, search]);

  return {
    isHydrated,
    isOpen,
    toggle: (id: string) => choose(id, !isOpen(id)),
    /** The ref of a panel's button, which gets the focus when the panel is revealed. */
    buttonRef: (id: string) => (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(id, button);
      else buttons.current.delete(id);
    },
  };
}
