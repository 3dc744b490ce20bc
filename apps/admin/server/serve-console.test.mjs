// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
/* global fetch, performance, setInterval, clearInterval */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from './env.mjs';
import { CLIENT_TIMEOUTS, createConsoleServer } from './serve-console.mjs';

let base = '';
let server;
let dist = '';

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'console-'));
  dist = join(parent, 'dist');
  mkdirSync(dist);
  // A file beside the build that no address may reach.
  writeFileSync(join(parent, 'secret.txt'), 'not for browsers');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><head><!--lumen-config--></head></html>');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  server = await createConsoleServer({
    distDir: dist,
    apiUrl: 'http://localhost:4000',
    publicSiteUrl: 'http://localhost:3000',
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

describe('the console server', () => {
  it('answers every screen address with the page and its configuration, never cached', async () => {
    for (const path of ['/admin', '/ziigna-quotes?page=2', '/admin-login', '/no/such/screen']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain(
        "connect-src 'self' http://localhost:4000",
      );
      expect(await res.text()).toContain(
        '<script type="application/json" id="lumen-config">{"apiUrl":"http://localhost:4000","publicSiteUrl":"http://localhost:3000"}</script>',
      );
    }
  });

  it('serves hashed assets for a year and other files briefly', async () => {
    const asset = await fetch(`${base}/assets/index-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 404 for a missing file and never serves outside its folder', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    for (const path of ['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/../secret.txt']) {
      const res = await fetch(base + path);
      expect(await res.text()).not.toContain('not for browsers');
    }
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/admin`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/admin`, { method: 'HEAD' })).status).toBe(200);
  });
});

/** Sends raw bytes; resolves with the status line of the answer (or '' when none came). */
function sendRaw(port, bytes) {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (c) => (answer += c.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
  });
}

describe('the console server and odd clients', () => {
  it('answers a malformed Host header like any other, never with a 500', async () => {
    const { port } = server.address();
    for (const host of ['[', 'a b', '[::1', 'x:y'])
      expect(
        await sendRaw(port, `GET /admin HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
        host,
      ).toBe('HTTP/1.1 200 OK');
  });

  it('cuts off a client that sends its headers byte by byte', async () => {
    const slow = await createConsoleServer({
      distDir: dist,
      apiUrl: 'http://localhost:4000',
      publicSiteUrl: 'http://localhost:3000',
      clientTimeouts: { headersTimeout: 400, connectionsCheckingInterval: 100 },
    });
    await new Promise((done) => slow.listen(0, '127.0.0.1', done));
    const started = performance.now();
    const answer = await new Promise((resolve) => {
      let text = '';
      const socket = connect(slow.address().port, '127.0.0.1', () =>
        socket.write('GET /admin HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
      );
      const drip = setInterval(() => socket.write('a'), 50);
      socket.on('data', (c) => (text += c.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        resolve(text);
      });
    });
    const heldMs = performance.now() - started;
    await new Promise((done) => slow.close(done));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeGreaterThanOrEqual(350);
    expect(heldMs).toBeLessThan(2000);
  });

  it('has bounded timeouts by default', () => {
    expect(server.headersTimeout).toBe(CLIENT_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(CLIENT_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(CLIENT_TIMEOUTS.keepAliveTimeout);
    expect(CLIENT_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000);
  });
});

describe('readEnv', () => {
  it('reads origins and refuses what is not one', () => {
    expect(readEnv({ API_URL: 'https://api.lumen.example/' }).apiUrl).toBe(
      'https://api.lumen.example',
    );
    expect(() => readEnv({ API_URL: 'api' })).toThrow(/API_URL/);
    expect(() => readEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});
