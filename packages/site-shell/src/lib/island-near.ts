import { createElement, useEffect, type ComponentType } from 'react';
import { afterIslandsHydrate, type IslandWhen, type IslandWrap } from './lazy-island.tsx';

/*
 * The loading side of `lazyIsland(load, { when: 'visible' })`, a chunk of its own that the
 * first deferred island imports after hydration (ADR 020).
 *
 * React 19 does not replay a click on a Suspense boundary whose code has not loaded: it stops
 * the event. So until an island has hydrated, a listener on `window` (it runs before React's
 * on the document) holds a click on one of its buttons or links and clicks it again once it
 * has: a link then navigates in the page, as every other link does, rather than reloading it.
 * A click with a modifier key (a new tab or window) is the browser's own and is left alone.
 */

/** How near the viewport an island's code starts loading. */
const NEAR_VIEWPORT = '400px';
/** Events that show intent: the island loads at once, whatever its distance. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

type Open = (wrap: IslandWrap) => void;
type Group = { start: () => void; held: HTMLElement[]; isHydrated: boolean };

/** One per island kind: its code loads once, and every copy on the page hydrates with it. */
const groups = new Map<Open, Group>();
/** Wrappers whose island has not hydrated yet. */
const waiting = new Map<Element, Group>();

function groupOf(open: Open): Group {
  const existing = groups.get(open);
  if (existing) return existing;
  let isStarted = false;
  const created: Group = {
    held: [],
    isHydrated: false,
    start() {
      if (isStarted) return;
      isStarted = true;
      open((load) => load().then((component) => ({ default: replaying(component, created) })));
    },
  };
  groups.set(open, created);
  return created;
}

function replaying<P extends object>(Component: ComponentType<P>, group: Group) {
  return function Replaying(props: P) {
    useEffect(() => {
      if (group.isHydrated) return;
      group.isHydrated = true;
      // Not before every island mounted with this one is watched (`afterIslandsHydrate` waits
      // for that): a click meant for a deferred island inside it (the footer's newsletter
      // block) is then held again until that one has hydrated too.
      afterIslandsHydrate(() => {
        for (const control of group.held.splice(0)) if (control.isConnected) control.click();
      });
    }, []);
    return createElement(Component, props);
  };
}

function isPlainClick(event: Event) {
  return (
    event instanceof MouseEvent &&
    event.type === 'click' &&
    event.button === 0 &&
    !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
  );
}

function onIntent(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  // A click on a link elsewhere navigates in the page. The next page's render hands the
  // header's and footer's islands new props, and one whose code has not come would lose its
  // server HTML until it did: every island's code starts loading with the next page's data.
  const isClick = isPlainClick(event);
  const isNavigation = isClick && target.closest('a[href]') !== null;
  for (const [wrapper, group] of waiting) {
    if (group.isHydrated || !wrapper.isConnected) {
      waiting.delete(wrapper);
      continue;
    }
    if (!wrapper.contains(target)) {
      if (isNavigation) group.start();
      continue;
    }
    group.start();
    const control = isClick ? target.closest<HTMLElement>('a[href], button') : null;
    if (control && wrapper.contains(control)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      group.held.push(control);
    }
  }
  if (!waiting.size) listen(false);
}

let isListening = false;
function listen(on: boolean) {
  if (isListening === on) return;
  isListening = on;
  // Passive but for clicks, the one event it may cancel: it never holds up scrolling.
  for (const type of INTENT)
    if (on) addEventListener(type, onIntent, { capture: true, passive: type !== 'click' });
    else removeEventListener(type, onIntent, { capture: true });
}

/**
 * Starts loading `wrapper`'s island once the visitor reaches for it or, `when` it is
 * `'visible'`, once it nears the viewport.
 */
export function watch(wrapper: HTMLElement, open: Open, when: IslandWhen = 'visible') {
  const group = groupOf(open);
  // Rendered in the browser (a client navigation), not hydrated: nothing shows until the
  // code is here, and an empty wrapper would never intersect.
  if (!wrapper.firstElementChild) return group.start();
  if (group.isHydrated || waiting.has(wrapper)) return;
  waiting.set(wrapper, group);
  listen(true);
  if (when === 'intent') return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      group.start();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  // The wrapper has no box (`display: contents`); its children have.
  for (const child of wrapper.children) observer.observe(child);
}
