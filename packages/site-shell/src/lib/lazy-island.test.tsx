// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { afterIslandsHydrate, lazyIsland } from '#src/lib/lazy-island.tsx';

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
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(hydrated).toHaveBeenCalledOnce();
  });

  it('marks the page at once when it has no island waiting', () => {
    const hydrated = vi.fn();
    afterIslandsHydrate(hydrated);
    expect(hydrated).toHaveBeenCalledOnce();
  });
});
