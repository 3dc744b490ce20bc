import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle callback, with the timeout it is given', () => {
    const calls: { timeout?: number }[] = [];
    let run: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout?: number }) => {
      calls.push(options);
      run = cb;
      return 7;
    });
    const cancelled: number[] = [];
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const task = vi.fn();
    const cancel = whenIdle(task, 500);
    expect(calls).toEqual([{ timeout: 500 }]);
    expect(task).not.toHaveBeenCalled();
    run();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('falls back to the next turn, and can be cancelled before it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
