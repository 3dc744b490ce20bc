import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';

/*
 * Islands: parts of a page that are in the server's HTML but not in its first script (the
 * footer, the sections below the home hero, the product tabs). In the browser the island is
 * a lazy component inside its own Suspense boundary, so hydration leaves its server HTML in
 * place and hydrates it once its chunk has arrived, after the rest of the page (ADR 020).
 * The server imports the module when it starts and renders it in place, so its HTML is never
 * streamed after the shell (a visitor without JavaScript would not see it).
 */

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

export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  // On the server (no document), load at start so the first render has it.
  if (typeof document === 'undefined')
    void load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));

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
    // Parents' effects run after their children's: if the island's code had hydrated with
    // the page, `mounted` is already set here; if not, it is counted until it does.
    useEffect(() => {
      if (state.mounted) return;
      state.counted = true;
      pendingIslands++;
      return () => {
        if (!state.counted) return;
        state.counted = false;
        pendingIslands--;
        settle();
      };
    }, [state]);
    return (
      <Suspense fallback={null}>
        <Hydrated state={state} props={props} />
      </Suspense>
    );
  }
  return Island;
}
