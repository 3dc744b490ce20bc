// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from '#src/hooks/use-scrolled-past.ts';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  afterEach(() => scrollTo(0));

  it('turns true only beyond the threshold and back when scrolled up', () => {
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(false);
    act(() => scrollTo(100));
    expect(result.current).toBe(false);
    act(() => scrollTo(101));
    expect(result.current).toBe(true);
    act(() => scrollTo(40));
    expect(result.current).toBe(false);
  });

  it('reads the position already scrolled at mount (a reload halfway down)', () => {
    scrollTo(500);
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useScrolledPast(100));
    unmount();
    act(() => scrollTo(300));
    expect(result.current).toBe(false);
  });
});
