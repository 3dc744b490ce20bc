import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { renderGate } from './render-gate.mjs';

let server: Server | undefined;
afterEach(() => new Promise((done) => (server ? server.close(done) : done(undefined))));

describe('renderGate', () => {
  it('answers 503 with Retry-After past the cap, and counts finished renders back', async () => {
    const gate = renderGate({ maxRenders: 2 });
    const pending: (() => void)[] = [];
    server = createServer((req, res) => gate(req, res, () => pending.push(() => res.end('page'))));
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

    const held = [fetch(url), fetch(url)];
    while (pending.length < 2) await new Promise((r) => setTimeout(r, 5));
    const refused = await fetch(url);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.text()).toContain('busy');

    for (const finish of pending.splice(0)) finish();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    expect(gate.inFlight()).toBe(0);
    const again = fetch(url);
    while (pending.length < 1) await new Promise((r) => setTimeout(r, 5));
    pending[0]!();
    expect((await again).status).toBe(200);
  });

  it('gives no slot to a request whose visitor left before it reached the gate', async () => {
    const gate = renderGate({ maxRenders: 1 });
    let rendered = 0;
    let arrived = 0;
    // The request waits on the way to the gate (static files are looked up first, on the
    // thread pool); the visitor gives up meanwhile, so 'close' fires before the gate listens.
    server = createServer((req, res) => {
      arrived += 1;
      setTimeout(() => gate(req, res, () => res.end(`page ${++rendered}`)), 150);
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

    const left = new AbortController();
    const gone = fetch(url, { signal: left.signal }).catch(() => 'aborted');
    while (arrived < 1) await new Promise((r) => setTimeout(r, 5));
    left.abort();
    expect(await gone).toBe('aborted');
    await new Promise((r) => setTimeout(r, 300));
    expect(gate.inFlight()).toBe(0);
    expect(rendered).toBe(0);
    const next = await fetch(url);
    expect(next.status).toBe(200);
    expect(await next.text()).toBe('page 1');
    expect(gate.inFlight()).toBe(0);
  });
});
