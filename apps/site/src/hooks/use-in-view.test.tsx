// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view.ts';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback | undefined;
const disconnect = vi.fn();

class FakeObserver {
  constructor(callback: Callback) {
    observed = callback;
  }
  observe() {}
  disconnect = disconnect;
}

function Probe({ onChange }: { onChange: (v: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  onChange(useInView(ref));
  return <div ref={ref} />;
}

describe('useInView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once the element intersects, then stops observing', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const seen: boolean[] = [];
    render(<Probe onChange={(v) => seen.push(v)} />);
    expect(seen.at(-1)).toBe(false);
    act(() => observed?.([{ isIntersecting: false }]));
    expect(seen.at(-1)).toBe(false);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(seen.at(-1)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });
});
