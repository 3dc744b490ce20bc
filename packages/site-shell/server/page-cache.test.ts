import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCache } from './page-cache.mjs';

let server: Server | undefined;
afterEach(() => new Promise((done) => (server ? server.close(done) : done(undefined))));

type Render = (req: IncomingMessage, res: ServerResponse, n: number) => void;

/** A page as entry.server writes it: the policy's nonce on every inline script. */
const page: Render = (_req, res, n) => {
  const nonce = `Nonce${n}AAAAAAAAAAAAAAAA==`;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
  res.setHeader('vary', 'Cookie');
  res.write(`<html><script nonce="${nonce}">render ${n}</script>`);
  res.end('</html>');
};

async function serve(
  render: Render,
  opts: { ttlMs?: number; maxBytes?: number; now?: () => number } = {},
) {
  const cache = pageCache({
    ttlMs: opts.ttlMs ?? 5000,
    maxBytes: opts.maxBytes ?? 1_000_000,
    keyOf: (req) => `${req.headers.host}${req.url}`,
    ...(opts.now ? { now: opts.now } : {}),
  });
  let renders = 0;
  server = createServer((req, res) => cache(req, res, () => render(req, res, ++renders)));
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, base, renders: () => renders };
}

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('pageCache', () => {
  it('answers a repeated request from the render, with a fresh nonce in the policy and the page', async () => {
    const { base, renders } = await serve(page);
    const first = await fetch(`${base}/products/downlights`);
    const firstBody = await first.text();
    const second = await fetch(`${base}/products/downlights`);
    const secondBody = await second.text();

    expect(renders()).toBe(1);
    expect(second.headers.get('server-timing')).toBe('page-cache;desc=hit');
    const [a, b] = [
      nonceOf(first.headers.get('content-security-policy')),
      nonceOf(second.headers.get('content-security-policy')),
    ];
    expect(a).toBe('Nonce1AAAAAAAAAAAAAAAA==');
    expect(b).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b).not.toBe(a);
    expect(secondBody).toBe(firstBody.replace(a!, b!));
    expect(second.headers.get('vary')).toBe('Cookie');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Every answer has its own nonce.
    const third = await fetch(`${base}/products/downlights`);
    expect(nonceOf(third.headers.get('content-security-policy'))).not.toBe(b);
    expect(await third.text()).toContain(
      `nonce="${nonceOf(third.headers.get('content-security-policy'))}"`,
    );
  });

  it('renders once for requests that arrive while their page is being rendered', async () => {
    const held: (() => void)[] = [];
    const { base, renders, cache } = await serve((req, res, n) =>
      held.push(() => page(req, res, n)),
    );
    const answers = Array.from({ length: 5 }, () => fetch(`${base}/products/panels`));
    while (held.length < 1 || cache.stats().coalesced < 4)
      await new Promise((r) => setTimeout(r, 5));
    held[0]!();
    const bodies = await Promise.all(answers.map(async (a) => (await a).text()));
    expect(renders()).toBe(1);
    expect(bodies.every((body) => body.includes('render 1'))).toBe(true);
    expect(cache.stats()).toMatchObject({ misses: 1, coalesced: 4 });
  });

  it('keeps requests with different keys apart', async () => {
    const { base, renders } = await serve(page);
    await (await fetch(`${base}/products/downlights`)).text();
    const other = await (await fetch(`${base}/products/downlights?page=2`)).text();
    expect(other).toContain('render 2');
    expect(renders()).toBe(2);
  });

  it.each([
    [
      'a Set-Cookie answer',
      (res: ServerResponse) => res.setHeader('set-cookie', 'lumen_language=fr'),
    ],
    ['a 404', (res: ServerResponse) => (res.statusCode = 404)],
    ['a no-store answer', (res: ServerResponse) => res.setHeader('cache-control', 'no-store')],
    [
      'a private answer',
      (res: ServerResponse) => res.setHeader('cache-control', 'private, max-age=0'),
    ],
    ['JSON', (res: ServerResponse) => res.setHeader('content-type', 'application/json')],
  ])('never keeps %s', async (_name, tweak) => {
    const { base, renders } = await serve((req, res, n) => {
      res.setHeader('content-type', 'text/html');
      tweak(res);
      res.end(`render ${n}`);
    });
    await (await fetch(`${base}/x`)).text();
    expect(await (await fetch(`${base}/x`)).text()).toBe('render 2');
    expect(renders()).toBe(2);
  });

  it('only serves GET requests from the cache', async () => {
    const { base, renders } = await serve(page);
    await (await fetch(`${base}/x`)).text();
    await (await fetch(`${base}/x`, { method: 'POST' })).text();
    expect(renders()).toBe(2);
  });

  it('renders again once an answer is older than the lifetime, and not at all with 0', async () => {
    let clock = 0;
    const { base, renders } = await serve(page, { ttlMs: 1000, now: () => clock });
    await (await fetch(`${base}/x`)).text();
    clock = 999;
    await (await fetch(`${base}/x`)).text();
    expect(renders()).toBe(1);
    clock = 1000;
    expect(await (await fetch(`${base}/x`)).text()).toContain('render 2');

    await new Promise((done) => server!.close(done));
    const off = await serve(page, { ttlMs: 0 });
    await (await fetch(`${off.base}/x`)).text();
    await (await fetch(`${off.base}/x`)).text();
    expect(off.renders()).toBe(2);
  });

  it('answers from the expired page while one request renders it again, up to twice the lifetime', async () => {
    let clock = 0;
    const held: (() => void)[] = [];
    const { base, renders, cache } = await serve(
      (req, res, n) => (n > 1 ? held.push(() => page(req, res, n)) : page(req, res, n)),
      { ttlMs: 1000, now: () => clock },
    );
    await (await fetch(`${base}/x`)).text();
    clock = 1500; // expired: this request renders again, and is held mid-render
    const renderer = fetch(`${base}/x`).then((r) => r.text());
    while (held.length < 1) await new Promise((r) => setTimeout(r, 5));
    const other = await fetch(`${base}/x`);
    expect(other.headers.get('server-timing')).toBe('page-cache;desc=stale');
    expect(await other.text()).toContain('render 1');
    held[0]!();
    expect(await renderer).toContain('render 2');
    expect(await (await fetch(`${base}/x`)).text()).toContain('render 2');
    expect(cache.stats()).toMatchObject({ stale: 1, coalesced: 0 });

    // Past twice the lifetime the old page is not given, even while a render is under way.
    clock = 4000; // render 2 was kept at 1500: expired at 2500, more than a lifetime ago
    const slow = fetch(`${base}/x`).then((r) => r.text());
    while (held.length < 2) await new Promise((r) => setTimeout(r, 5));
    const pending = fetch(`${base}/x`);
    while (cache.stats().coalesced < 1) await new Promise((r) => setTimeout(r, 5));
    held[1]!();
    const waiting = await pending;
    expect(waiting.headers.get('server-timing')).toBe('page-cache;desc=coalesced');
    expect(await waiting.text()).toContain('render 3');
    expect(await slow).toContain('render 3');
    expect(renders()).toBe(3);
  });

  it('drops the least recently used pages past its memory bound', async () => {
    // Each page here takes 144 bytes of the bound (two bytes a character): two fit.
    const { base, renders, cache } = await serve(page, { maxBytes: 300 });
    for (const path of ['/a', '/b', '/a', '/c']) await (await fetch(`${base}${path}`)).text();
    expect(cache.stats().bytes).toBeLessThanOrEqual(300);
    expect(renders()).toBe(3); // /a was a hit
    await (await fetch(`${base}/a`)).text(); // still kept: used after /b
    expect(renders()).toBe(3);
    await (await fetch(`${base}/b`)).text(); // dropped for /c
    expect(renders()).toBe(4);
  });

  it('lets waiting requests render for themselves when the first visitor leaves mid-render', async () => {
    const held: (() => void)[] = [];
    const { base, renders, cache } = await serve((req, res, n) => {
      if (n === 1) {
        res.setHeader('content-type', 'text/html');
        res.write('<html>half');
        held.push(() => res.destroy());
        return;
      }
      page(req, res, n);
    });
    const leaver = new AbortController();
    const first = fetch(`${base}/x`, { signal: leaver.signal })
      .then((r) => r.text())
      .catch(() => 'left');
    while (held.length < 1) await new Promise((r) => setTimeout(r, 5));
    const waiting = fetch(`${base}/x`);
    while (cache.stats().coalesced < 1) await new Promise((r) => setTimeout(r, 5));
    held[0]!();
    leaver.abort();
    await first;
    expect(await (await waiting).text()).toContain('render 2');
    expect(renders()).toBe(2);
  });

  it('does not hold later requests behind a visitor who left before the cache saw the request', async () => {
    const cache = pageCache({ ttlMs: 5000, maxBytes: 1_000_000, keyOf: (req) => req.url });
    let renders = 0;
    let arrived = 0;
    // The first request reaches the cache only after its visitor gave up ('close' has fired).
    server = createServer((req, res) => {
      arrived += 1;
      const run = () => cache(req, res, () => page(req, res, ++renders));
      if (arrived === 1) setTimeout(run, 150);
      else run();
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const leaver = new AbortController();
    const gone = fetch(`${base}/x`, { signal: leaver.signal }).catch(() => 'left');
    while (arrived < 1) await new Promise((r) => setTimeout(r, 5));
    leaver.abort();
    expect(await gone).toBe('left');
    await new Promise((r) => setTimeout(r, 300));
    const next = await fetch(`${base}/x`, { signal: AbortSignal.timeout(2000) });
    expect(await next.text()).toContain('</html>');
    expect(cache.stats().coalesced).toBe(0);
  });
});
