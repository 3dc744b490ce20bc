// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHasPassed } from './use-has-passed.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

function Probe({ instant }: { instant: string }) {
  return <p>{String(useHasPassed(instant))}</p>;
}

describe('useHasPassed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('is false on the server, whatever the clock says', () => {
    expect(renderToString(<Probe instant={at(-60_000)} />)).toBe('<p>false</p>');
  });

  it('is true in the browser once the instant has passed', () => {
    expect(renderHook(() => useHasPassed(at(-1))).result.current).toBe(true);
    expect(renderHook(() => useHasPassed(at(0))).result.current).toBe(true);
  });

  it('turns true at the instant, without another render asking', () => {
    const { result } = renderHook(() => useHasPassed(at(90_000)));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(89_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is false without an instant', () => {
    expect(renderHook(() => useHasPassed(undefined)).result.current).toBe(false);
  });
});
