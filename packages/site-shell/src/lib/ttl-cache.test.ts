import { describe, expect, it, vi } from 'vitest';
import { createTtlCache, sharedCache } from '#src/lib/ttl-cache.ts';

describe('createTtlCache', () => {
  it('loads a key once until its answer is ttlMs old, then loads it again', async () => {
    let time = 0;
    const cache = createTtlCache<string>(30_000, () => time);
    const load = vi.fn(async () => `menus@${time}`);
    expect(await cache.get('en-GB', load)).toBe('menus@0');
    time = 29_999;
    expect(await cache.get('en-GB', load)).toBe('menus@0');
    expect(load).toHaveBeenCalledTimes(1);
    time = 30_000;
    expect(await cache.get('en-GB', load)).toBe('menus@30000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart and shares one load between concurrent misses', async () => {
    const cache = createTtlCache<string>(30_000);
    const load = vi.fn(async () => 'x');
    await Promise.all([cache.get('en-GB', load), cache.get('en-GB', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('fr-FR', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure, and keeps nothing when ttlMs is 0', async () => {
    const cache = createTtlCache<string>(30_000);
    await expect(cache.get('en-GB', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('en-GB', async () => 'back')).toBe('back');

    const none = createTtlCache<string>(0);
    const load = vi.fn(async () => 'x');
    await none.get('en-GB', load);
    await none.get('en-GB', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one cache per name across callers until the configured lifetime changes', async () => {
    const load = vi.fn(async () => 'x');
    await sharedCache<string>('test', 30_000).get('en-GB', load);
    await sharedCache<string>('test', 30_000).get('en-GB', load);
    expect(load).toHaveBeenCalledTimes(1);
    await sharedCache<string>('other', 30_000).get('en-GB', load);
    await sharedCache<string>('test', 60_000).get('en-GB', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
