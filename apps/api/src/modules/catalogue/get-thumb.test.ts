import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMB_SIDES } from '@lumen/validation';
import { Semaphore } from '#src/lib/semaphore.ts';
import { createTestApp } from '#src/testing/test-app.ts';

/** Bytes of every file under dir: what the cache really holds on disk. */
function diskBytes(dir: string): number {
  let total = 0;
  for (const d of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (d.isFile()) total += statSync(join(d.parentPath, d.name)).size;
  }
  return total;
}

const CACHE_MAX = 32 * 1024; // the 40 drawings take about 90 KB
// The gate the route renders through, handed in so the test can read how many renders ran
// at once (its peak) without mocking sharp or the database.
const renderGate = new Semaphore({ limit: 1, maxQueued: 8 });
let t: Awaited<ReturnType<typeof createTestApp>>;
let picture = '';
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    catalogueSize: 20,
    app: { thumbs: { renderGate, cacheMaxBytes: CACHE_MAX } },
  });
  const [row] = await t.db.query<{ id: number; filename: string }>(
    `SELECT p.id, l->>'filename' AS filename
       FROM products p, jsonb_array_elements(p.media) m, jsonb_array_elements(m->'languages') l
      WHERE l->>'filename' LIKE '%.jpg' ORDER BY p.id LIMIT 1`,
  );
  picture = `/thumb/${row?.id}/${row?.filename}`;
  // The whole seed runs here: the config's hook timeout (180 s) is sized for it on a loaded
  // machine, where 60 s was not enough.
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /thumb limits', () => {
  it('renders odd sizes at the next side up, sharing one cached file', async () => {
    const a = await get(`${picture}?width=301&height=299`);
    const b = await get(`${picture}?width=400&height=300`);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const id = picture.split('/')[2] ?? '';
    expect(readdirSync(join(t.dataDir, 'thumbs', id))).toContain('400x300');
    expect(readdirSync(join(t.dataDir, 'thumbs', id))).not.toContain('301x299');
  });

  it('40 new sizes at once: one render at a time, the excess refused with 503, disk within bound', async () => {
    const sizes = THUMB_SIDES.flatMap((w) => THUMB_SIDES.map((h) => [w, h] as const))
      .filter(([w, h]) => !(w === 400 && h === 300))
      .slice(0, 40);
    const res = await Promise.all(sizes.map(([w, h]) => get(`${picture}?width=${w}&height=${h}`)));
    const codes = res.map((r) => r.statusCode);
    expect(renderGate.peak).toBe(1);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(9); // 1 running + 8 queued
    const refused = res.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
    expect(refused[0]?.headers['retry-after']).toBe('1');
    expect(refused[0]?.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringMatching(/try again shortly/),
    });
    expect(diskBytes(join(t.dataDir, 'thumbs'))).toBeLessThanOrEqual(CACHE_MAX);

    // Asked again one at a time, every refused size is drawn; the disk still holds the bound
    // although all 40 together are larger, so eviction did its work.
    let drawn = res.reduce((n, r) => n + (r.statusCode === 200 ? r.rawPayload.length : 0), 0);
    for (const [i, r] of res.entries()) {
      if (r.statusCode !== 503) continue;
      const [w, h] = sizes[i] ?? [];
      const again = await get(`${picture}?width=${w}&height=${h}`);
      expect(again.statusCode).toBe(200);
      drawn += again.rawPayload.length;
      expect(diskBytes(join(t.dataDir, 'thumbs'))).toBeLessThanOrEqual(CACHE_MAX);
    }
    expect(drawn).toBeGreaterThan(2 * CACHE_MAX);
    expect(renderGate.peak).toBe(1);
    expect([renderGate.active, renderGate.queued]).toEqual([0, 0]);
  }, 60_000);
});
