import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ThumbCache } from './thumb-cache.ts';

const root = () => mkdtempSync(join(tmpdir(), 'lumen-thumbs-'));
const kb = (n: number) => Buffer.alloc(n * 1024, 1);

describe('ThumbCache', () => {
  it('evicts the least recently used files once the bound is passed', async () => {
    const dir = root();
    const cache = new ThumbCache(dir, 30 * 1024);
    await cache.put('1/300x300/a.jpg', kb(10));
    await cache.put('1/300x300/b.jpg', kb(10));
    await cache.put('1/300x300/c.jpg', kb(10));
    expect(await cache.get('1/300x300/a.jpg')).toBeDefined(); // a is now the most recent
    await cache.put('2/600x600/d.jpg', kb(10));
    // b was the least recently used: gone from disk and index; a, c, d stay.
    expect(existsSync(join(dir, '1/300x300/b.jpg'))).toBe(false);
    expect(await cache.get('1/300x300/b.jpg')).toBeUndefined();
    for (const k of ['1/300x300/a.jpg', '1/300x300/c.jpg', '2/600x600/d.jpg']) {
      expect(existsSync(join(dir, k)), k).toBe(true);
    }
    expect(cache.bytes).toBe(30 * 1024);
  });

  it('does not cache a file larger than the bound', async () => {
    const cache = new ThumbCache(root(), 5 * 1024);
    await cache.put('1/2000x2000/a.jpg', kb(6));
    expect([cache.files, cache.bytes]).toEqual([0, 0]);
  });

  it('indexes an earlier run oldest first, drops half-written files, and trims to the bound', async () => {
    const dir = root();
    mkdirSync(join(dir, '1/300x300'), { recursive: true });
    const write = (name: string, ageSeconds: number) => {
      writeFileSync(join(dir, name), kb(10));
      const t = Date.now() / 1000 - ageSeconds;
      utimesSync(join(dir, name), t, t);
    };
    write('1/300x300/old.jpg', 300);
    write('1/300x300/mid.jpg', 200);
    write('1/300x300/new.jpg', 100);
    write('1/300x300/x.jpg.123.tmp', 0);
    const cache = new ThumbCache(dir, 20 * 1024);
    await cache.scan();
    expect(existsSync(join(dir, '1/300x300/x.jpg.123.tmp'))).toBe(false);
    expect(existsSync(join(dir, '1/300x300/old.jpg'))).toBe(false);
    expect(await cache.get('1/300x300/mid.jpg')).toBeDefined();
    expect(await cache.get('1/300x300/new.jpg')).toBeDefined();
    expect([cache.files, cache.bytes]).toEqual([2, 20 * 1024]);
  });

  it('forgets a file deleted behind its back', async () => {
    const dir = root();
    const cache = new ThumbCache(dir, 100 * 1024);
    await cache.put('1/100x100/a.jpg', kb(1));
    rmSync(join(dir, '1/100x100/a.jpg'));
    expect(await cache.get('1/100x100/a.jpg')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
