// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScriptOnce, resetLoadedScripts } from '#src/lib/load-script.ts';

const SRC = 'https://forms.example.com/embed.js';
let inserted: HTMLScriptElement[];

describe('loadScriptOnce', () => {
  beforeEach(() => {
    // Keep the scripts out of the document, so happy-dom does not "load" them itself.
    inserted = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      inserted.push(...(nodes as HTMLScriptElement[]));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetLoadedScripts();
  });

  it('inserts a script once and shares its outcome', async () => {
    const first = loadScriptOnce(SRC);
    const second = loadScriptOnce(SRC);
    expect(second).toBe(first);
    expect(inserted.map((s) => s.src)).toEqual([SRC]);
    expect(inserted[0]!.async).toBe(true);
    inserted[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('reports a failure and does not insert the script again', async () => {
    const first = loadScriptOnce(SRC);
    inserted[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/Could not load/);
    await expect(loadScriptOnce(SRC)).rejects.toThrow();
    expect(inserted).toHaveLength(1);
  });

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers();
    const pending = loadScriptOnce(SRC, 5000);
    vi.advanceTimersByTime(5000);
    await expect(pending).rejects.toThrow(/Timed out/);
    vi.useRealTimers();
  });
});
