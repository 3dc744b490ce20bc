// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand.ts';

const RULES = { check: (v: string) => v.length <= 30 };

describe('useOnDemand', () => {
  it('imports nothing until asked, then once however often it is asked', async () => {
    const importRules = vi.fn(() => Promise.resolve(RULES));
    const { result } = renderHook(() => useOnDemand(importRules));
    expect(importRules).not.toHaveBeenCalled();
    expect(result.current.loaded).toBeUndefined();
    act(() => {
      result.current.prepare();
      result.current.prepare();
    });
    await waitFor(() => expect(result.current.loaded).toBe(RULES));
    await expect(result.current.load()).resolves.toBe(RULES);
    expect(importRules).toHaveBeenCalledTimes(1);
  });

  it('runs whenLoaded at once once loaded, and after the import before', async () => {
    const { result } = renderHook(() => useOnDemand(() => Promise.resolve(RULES)));
    const seen: boolean[] = [];
    act(() => result.current.whenLoaded((r) => seen.push(r.check('Siobhán'))));
    expect(seen).toEqual([]);
    await waitFor(() => expect(seen).toEqual([true]));
    await waitFor(() => expect(result.current.loaded).toBe(RULES));
    result.current.whenLoaded((r) => seen.push(r.check('x'.repeat(31))));
    expect(seen).toEqual([true, false]);
  });

  it('tries the import again after it failed', async () => {
    const importRules = vi
      .fn<() => Promise<typeof RULES>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(RULES);
    const { result } = renderHook(() => useOnDemand(importRules));
    const seen: unknown[] = [];
    act(() => result.current.whenLoaded((r) => seen.push(r)));
    await expect(result.current.load()).rejects.toThrow('Failed to fetch');
    expect(seen).toEqual([]);
    await expect(result.current.load()).resolves.toBe(RULES);
    expect(importRules).toHaveBeenCalledTimes(2);
  });
});
