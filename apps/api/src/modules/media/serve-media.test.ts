import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureArtwork, mediaDirOf } from '#src/seed/artwork.ts';
import { createTestApp } from '#src/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await ensureArtwork(mediaDirOf(t.dataDir), 'test/hero.jpg', {
    motif: 'scene',
    seed: 'x',
    width: 320,
    height: 180,
  });
});
afterAll(() => t.close());

describe('GET /media/*', () => {
  it('serves generated artwork with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/test/hero.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('404s missing files and refuses to climb out of the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/nope.jpg' })).statusCode).toBe(404);
    const climb = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(climb.statusCode);
  });
});
