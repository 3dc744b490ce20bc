import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPrecompressed, precompressed } from './precompressed.mjs';

// The servers' own Express, which the repository has no types for: what this test uses of it.
type Express = {
  (): {
    use: (path: string, ...handlers: unknown[]) => void;
    listen: (port: number, host: string) => Server;
  };
  static: (dir: string, options: { maxAge: string }) => unknown;
};
const express = createRequire(import.meta.url)('express') as Express;

const SCRIPT = 'export const answer = 42;\n'.repeat(200);
let base = '';
let close = () => {};

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  writeFileSync(join(dir, 'entry-abc.js'), SCRIPT);
  writeFileSync(join(dir, 'entry-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'plain-def.js'), 'export {};');
  writeFileSync(join(dir, 'photo.png.br'), 'not a listed type');
  const app = express();
  app.use('/assets', precompressed(listPrecompressed(dir)), express.static(dir, { maxAge: '1y' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  close = () => server.close();
});
afterAll(() => close());

// fetch decodes bodies itself; node:http shows the bytes as sent.
async function get(path: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (done, fail) => {
      const req = request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', fail).end();
    },
  );
}

describe('precompressed assets', () => {
  it('lists the files that have a Brotli copy, of the types it can name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompressed-list-'));
    for (const name of ['a.js', 'a.js.br', 'b.css.br', 'c.png.br', 'd.js'])
      writeFileSync(join(dir, name), '');
    expect([...listPrecompressed(dir)].sort()).toEqual(['a.js', 'b.css']);
  });

  it('sends the Brotli copy, with the original type and the cache headers, to a browser that accepts it', async () => {
    const res = await get('/entry-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await get('/entry-abc.js', 'gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers['content-type']).toLowerCase()).toBe(
      String(plain.headers['content-type']).toLowerCase(),
    );
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the original to a browser that does not accept Brotli, and files without a copy as they are', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get('/entry-abc.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(SCRIPT);
    }
    const plain = await get('/plain-def.js', 'br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('export {};');
  });
});
