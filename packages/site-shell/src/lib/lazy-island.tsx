import type * as IslandNear from './island-near.ts';
import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';

/*
 * Islands: parts of a page that are in the server's HTML but not in its first script (the
 * footer, the sections below the home hero, the product tabs). In the browser the island is
 * a lazy component inside its own Suspense boundary, so hydration leaves its server HTML in
 * place and hydrates it once its chunk has arrived, after the rest of the page (ADR 020).
 * The server imports the module when it starts and renders it in place, so its HTML is never
 * streamed after the shell (a visitor without JavaScript would not see it).
 */

/** What `island-near.ts` hands a deferred island once it should load: its code, wrapped. */
export type IslandWrap = <P extends object>(
  load: () => Promise<ComponentType<P>>,
) => Promise<{ default: ComponentType<P> }>;

/** Islands mounted by the first hydration whose own code has not hydrated yet. */
let pendingIslands = 0;
let waiting: Array<() => void> = [];

function settle() {
  if (pendingIslands > 0) return;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/**
 * Runs `callback` once every island on the page has hydrated: what marks the page as
 * interactive (tests and tools wait for that mark) must wait for the islands too.
 */
export function afterIslandsHydrate(callback: () => void) {
  waiting.push(callback);
  settle();
}

type IslandState = { mounted: boolean; counted: boolean };

export type IslandOptions = {
  /**
   * `'visible'`: the island's code loads when it comes within 400 px of the viewport or the
   * visitor points at, touches or focuses it (`island-near.ts`), not with the page. A click
   * on one of its buttons or links before then is held and replayed once it has hydrated.
   * The page counts as hydrated without it.
   *
   * `'intent'`: the same, without the viewport: the code loads only when the visitor points
   * at, touches or focuses the island (the header's search box, in view on every page and
   * used on few of them).
   */
  when?: IslandWhen;
};

/** When a deferred island's code loads (`IslandOptions.when`). */
export type IslandWhen = 'visible' | 'intent';

let islandNear: Promise<typeof IslandNear> | undefined;
/**
 * The deferred islands' loader, imported once for all of them: each dynamic import goes
 * through the bundler's preload helper (a query for the nonce, a scan of the head's links),
 * which a dozen islands repeated inside hydration's effects (issue 9).
 */
function loadIslandNear() {
  return (islandNear ??= import('./island-near.ts'));
}

export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options?: IslandOptions,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  // On the server (no document), load at start so the first render has it.
  if (typeof document === 'undefined')
    void load().then((component) => {
      loaded = component;
    });

  // A deferred island's watching and replaying code is a chunk of its own, loaded after
  // hydration: none of it is in any page's first script. Its React.lazy waits until that code
  // opens the gate, so hydration leaves the server's HTML in place meanwhile.
  const when = options?.when;
  const isDeferred = !!when;
  let open!: (wrap: IslandWrap) => void;
  const gate = new Promise<IslandWrap>((resolve) => (open = resolve));
  const Lazy = lazy(() =>
    isDeferred
      ? gate.then((wrap) => wrap(load))
      : load().then((component) => ({ default: component })),
  );

  function Hydrated({ state, props }: { state: IslandState; props: P }) {
    useEffect(() => {
      state.mounted = true;
      if (!state.counted) return;
      state.counted = false;
      pendingIslands--;
      settle();
    }, [state]);
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }

  function Island(props: P) {
    const state = useRef<IslandState>({ mounted: false, counted: false }).current;
    const wrapper = useRef<HTMLDivElement>(null);
    // Parents' effects run after their children's: if the island's code had hydrated with
    // the page, `mounted` is already set here; if not, it is counted until it does. A
    // deferred island counts only until its clicks are held (`island-near.ts`): it may never
    // load, but the page is not interactive before a click on it is safe.
    useEffect(() => {
      if (state.mounted) return;
      state.counted = true;
      pendingIslands++;
      const uncount = () => {
        if (!state.counted) return;
        state.counted = false;
        pendingIslands--;
        settle();
      };
      if (isDeferred)
        void loadIslandNear().then((m) => {
          if (state.counted) m.watch(wrapper.current!, open, when);
          uncount();
        });
      return uncount;
    }, [state]);
    // New props before the code came (a parent re-rendered with new data): React has put the
    // fallback, nothing, in place of the server's HTML, so the code is needed now.
    useEffect(() => {
      if (!isDeferred || state.mounted || wrapper.current?.firstElementChild) return;
      void loadIslandNear().then((m) => {
        if (wrapper.current) m.watch(wrapper.current, open, when);
      });
    });
    const island = (
      <Suspense fallback={null}>
        <Hydrated state={state} props={props} />
      </Suspense>
    );
    // `display: contents`: the wrapper gives the observer its element and adds no box.
    return isDeferred ? (
      <div ref={wrapper} className="contents">
        {island}
      </div>
    ) : (
      island
    );
  }
  // A parent's re-render with the same props (the header as the page scrolls) stops here: an
  // update reaching a deferred island's server HTML before its code would replace it.
  return memo(Island) as unknown as ComponentType<P>;
}
