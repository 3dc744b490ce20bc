// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIslandsHydrate, lazyIsland, type IslandWhen } from '#src/lib/lazy-island.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyIsland', () => {
  it('renders the component from its own chunk, and the page counts as hydrated only then', async () => {
    const chunk = deferred<typeof Greeting>();
    const Island = lazyIsland(() => chunk.promise);
    const hydrated = vi.fn();
    function Page() {
      // As the root layout marks the page: its effect runs after its children's.
      useEffect(() => afterIslandsHydrate(hydrated), []);
      return <Island name="Ada" />;
    }

    render(<Page />);
    expect(screen.queryByText('Hello Ada')).toBeNull();
    expect(hydrated).not.toHaveBeenCalled();

    await act(async () => chunk.resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeVisible();
    expect(hydrated).toHaveBeenCalledOnce();
  });

  it('marks the page at once when it has no island waiting', () => {
    const hydrated = vi.fn();
    afterIslandsHydrate(hydrated);
    expect(hydrated).toHaveBeenCalledOnce();
  });
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label} {count}
      </button>
      <a href="#elsewhere">Elsewhere</a>
    </section>
  );
}

/** An IntersectionObserver the test moves: `reveal()` brings every observed element near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  static reveal() {
    for (const observer of FakeObserver.all) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      if (entries.length)
        observer.callback(entries as IntersectionObserverEntry[], observer as never);
    }
  }
}

describe("lazyIsland(load, { when: 'visible' })", () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  /** Hydrates the server's HTML of the island, as the page does. */
  async function hydrate(when: IslandWhen = 'visible') {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Island = lazyIsland(load, { when });
    const container = document.createElement('div');
    // What the server renders: the island's module loaded at start, inside the same wrapper.
    container.innerHTML = renderToString(
      <div className="contents">
        <Suspense fallback={null}>
          <Counter label="Next" />
        </Suspense>
      </div>,
    );
    document.body.append(container);
    const hydrated = vi.fn();
    function Page() {
      useEffect(() => afterIslandsHydrate(hydrated), []);
      return <Island label="Next" />;
    }
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // The watching code is a chunk of its own; the page is marked once it watches.
    await waitFor(() => expect(hydrated).toHaveBeenCalledOnce());
    return { load, container, hydrated };
  }

  it("with when: 'intent', loads only when the visitor reaches for it, never for the viewport", async () => {
    const { load, container } = await hydrate('intent');
    expect(FakeObserver.all).toHaveLength(0);
    await act(async () => FakeObserver.reveal());
    expect(load).not.toHaveBeenCalled();

    const button = screen.getByRole('button');
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledOnce();
    await act(async () => button.click());
    await waitFor(() => expect(button.textContent).toBe('Next 1'));
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('loads when a link elsewhere is clicked: the next page would hand it new props', async () => {
    const { load } = await hydrate('intent');
    const elsewhere = document.createElement('a');
    elsewhere.href = '/news';
    elsewhere.addEventListener('click', (event) => event.preventDefault());
    document.body.append(elsewhere);
    await act(async () => elsewhere.click());
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the server HTML and loads only once near the viewport; the page does not wait', async () => {
    const { load, container, hydrated } = await hydrate();
    expect(container.querySelector('button')?.textContent).toBe('Next 0');
    expect(hydrated).toHaveBeenCalledOnce();
    expect(load).not.toHaveBeenCalled();

    await act(async () => FakeObserver.reveal());
    expect(load).toHaveBeenCalledOnce();
    const button = screen.getByRole('button');
    await act(async () => button.click());
    await waitFor(() => expect(button.textContent).toBe('Next 1'));
  });

  it('holds a click on a button that comes before its code, and replays it once hydrated', async () => {
    const { load } = await hydrate();
    const button = screen.getByRole('button');
    await act(async () => button.click());
    expect(load).toHaveBeenCalledOnce();
    await waitFor(() => expect(button.textContent).toBe('Next 1'));
  });

  it('holds a click on a link too, but not one that opens a new tab', async () => {
    const { load } = await hydrate();
    const link = screen.getByRole('link');
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('holds a click until an island inside another one has hydrated too', async () => {
    const Footer = ({ children }: { children: ReactNode }) => <footer>{children}</footer>;
    const OuterIsland = lazyIsland(() => Promise.resolve(Footer), { when: 'visible' });
    const InnerIsland = lazyIsland(() => Promise.resolve(Counter), { when: 'visible' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div className="contents">
        <Suspense fallback={null}>
          <Footer>
            <div className="contents">
              <Suspense fallback={null}>
                <Counter label="Subscribe" />
              </Suspense>
            </div>
          </Footer>
        </Suspense>
      </div>,
    );
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <OuterIsland>
          <InnerIsland label="Subscribe" />
        </OuterIsland>,
      );
    });
    await waitFor(() => expect(FakeObserver.all).toHaveLength(1));
    const button = screen.getByRole('button');
    await act(async () => button.click());
    await waitFor(() => expect(button.textContent).toBe('Subscribe 1'));
  });

  it('loads at once when it is rendered in the browser rather than hydrated', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Island = lazyIsland(load, { when: 'visible' });
    render(<Island label="Next" />);
    expect(await screen.findByRole('button', { name: 'Next 0' })).toBeVisible();
    expect(FakeObserver.all).toHaveLength(0);
  });
});
