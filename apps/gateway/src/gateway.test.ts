import { createHash } from 'node:crypto';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUTS, createGateway } from './gateway.ts';

// Tiny upstreams on loopback, each on a port the OS picks, so runs never collide.
function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/**
 * The site's answer when the gateway asks for its unavailable page: 503, its chrome, and a
 * CSP with the nonce of its scripts. The body says what the site was asked, to check it.
 */
function unavailableSitePage(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "script-src 'nonce-n0nce'",
    'cache-control': 'private, max-age=60',
    etag: '"abc"',
  });
  res.end(
    `<!doctype html><html lang="site"><header>site chrome</header><main><h1>unavailable</h1>` +
      `<pre>${JSON.stringify({ method: req.method, url: req.url, headers: req.headers })}</pre></main></html>`,
  );
}

function echoApp(name: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (name === 'site' && req.headers['x-lumen-unavailable']) {
        unavailableSitePage(req, res);
        return;
      }
      if (req.url === '/missing') {
        res.writeHead(404, [
          ['content-type', 'text/plain'],
          ['set-cookie', 'a=1'],
          ['set-cookie', 'b=2'],
          ['connection', 'close'],
        ]);
        res.end('nope');
        return;
      }
      const body = Buffer.concat(chunks);
      res.writeHead(200, { 'content-type': 'application/json', 'x-app': name });
      res.end(
        JSON.stringify({
          app: name,
          method: req.method,
          url: req.url,
          headers: req.headers,
          bodyLength: body.length,
          bodyHead: body.subarray(0, 16).toString(),
        }),
      );
    });
  });
}

type Reply = { status: number; headers: IncomingMessage['headers']; body: string };

function send(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      new URL(path, base),
      { method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const servers: Server[] = [];
let gateway: string;
let gatewayNoCampaigns: string;
let gatewayDeadUpstreams: string;
let gatewaySlowUpstreams: string;
let gatewayDeadSite: string;
let gatewaySlowSite: string;
let gatewaySiteWithoutPage: string;
let gatewaySiteSlowPage: string;

beforeAll(async () => {
  const [site, api, campaigns, hang, oldSite, slowPageSite] = [
    echoApp('site'),
    echoApp('api'),
    echoApp('campaigns'),
    createServer(() => {}),
    // A site that has no unavailable page (an older build): a plain 404.
    createServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Page not found</h1>');
    }),
    // A site that is up but too slow to give its unavailable page.
    createServer((req, res) => {
      if (!req.headers['x-lumen-unavailable']) res.end('ok');
    }),
  ];
  servers.push(site, api, campaigns, hang, oldSite, slowPageSite);
  const [siteUrl, apiUrl, campaignsUrl, hangUrl, oldSiteUrl, slowPageSiteUrl] = await Promise.all(
    [site, api, campaigns, hang, oldSite, slowPageSite].map(listen),
  );

  // A port that was just free: nothing listens there any more.
  const gone = createServer();
  const goneUrl = await listen(gone);
  await new Promise((r) => gone.close(r));

  const make = async (
    upstreams: Parameters<typeof createGateway>[0]['upstreams'],
    timeoutMs?: number,
  ) => {
    const g = createGateway({
      upstreams,
      timeoutMs,
      unavailablePageTimeoutMs: 300,
      editions: { defaultEdition: 'uk', origins: { fr: 'https://www.example.fr' } },
    });
    servers.push(g);
    return listen(g);
  };
  gateway = await make({ site: siteUrl!, api: apiUrl!, campaigns: campaignsUrl });
  gatewayNoCampaigns = await make({ site: siteUrl!, api: apiUrl! });
  gatewayDeadUpstreams = await make({ site: siteUrl!, api: goneUrl, campaigns: goneUrl });
  gatewaySlowUpstreams = await make({ site: siteUrl!, api: hangUrl!, campaigns: hangUrl }, 200);
  gatewayDeadSite = await make({ site: goneUrl, api: apiUrl! });
  gatewaySlowSite = await make({ site: hangUrl!, api: apiUrl! }, 200);
  gatewaySiteWithoutPage = await make({ site: oldSiteUrl!, api: apiUrl! });
  gatewaySiteSlowPage = await make({ site: slowPageSiteUrl!, api: apiUrl! });
});

afterAll(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const json = (r: Reply) =>
  JSON.parse(r.body) as {
    app: string;
    url: string;
    method: string;
    headers: Record<string, string>;
    bodyLength: number;
    bodyHead: string;
  };

describe('gateway routing', () => {
  it('routes each path to the app that owns it, path and query intact', async () => {
    expect(json(await send(gateway, '/')).app).toBe('site');
    expect(json(await send(gateway, '/news?page=2')).url).toBe('/news?page=2');
    expect(json(await send(gateway, '/goldenticket/winners')).app).toBe('campaigns');
    expect(json(await send(gateway, '/goldenticket/winners.data')).app).toBe('campaigns');
    expect(json(await send(gateway, '/goldenticketdraw')).app).toBe('site');
    const thumb = json(await send(gateway, '/thumb/7/a.png?width=300&height=300'));
    expect([thumb.app, thumb.url]).toEqual(['api', '/thumb/7/a.png?width=300&height=300']);
    expect(json(await send(gateway, '/media/x.jpg')).app).toBe('api');
  });

  it('passes Host through and says where the request came from', async () => {
    const { headers } = json(
      await send(gateway, '/', {
        headers: { host: 'fr.localhost:3000', 'x-forwarded-for': '203.0.113.9' },
      }),
    );
    expect(headers.host).toBe('fr.localhost:3000');
    expect(headers['x-forwarded-host']).toBe('fr.localhost:3000');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('streams request bodies and drops hop-by-hop headers', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 'x');
    body.write('first-bytes');
    const r = json(
      await send(gateway, '/goldenticket', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/octet-stream',
          connection: 'keep-alive, x-secret',
          'x-secret': 'hop',
          'keep-alive': 'timeout=5',
        },
      }),
    );
    expect([r.method, r.bodyLength, r.bodyHead]).toEqual(['POST', body.length, 'first-bytesxxxxx']);
    expect(r.headers['x-secret']).toBeUndefined();
    expect(r.headers['keep-alive']).toBeUndefined();
  });

  it("returns the upstream's status, headers and every cookie unchanged", async () => {
    const r = await send(gateway, '/missing');
    expect(r.status).toBe(404);
    expect(r.body).toBe('nope');
    expect(r.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(r.headers['content-type']).toBe('text/plain');
  });
});

const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** What the fake site was asked for its unavailable page (it prints the request). */
const askedOfSite = (r: Reply) =>
  JSON.parse(/<pre>(.*)<\/pre>/s.exec(r.body)?.[1] ?? 'null') as {
    method: string;
    url: string;
    headers: Record<string, string>;
  };

function expect503(r: Reply) {
  expect(r.status, r.body).toBe(503);
  expect(r.headers['retry-after']).toBe('60');
  expect(r.headers['cache-control']).toBe('no-store');
}

/** The gateway's own page: the heading, its lang, and a CSP that admits its one style. */
function expectOwnPage(r: Reply, lang: string, heading: string) {
  expect503(r);
  expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(r.body).toContain(`<html lang="${lang}">`);
  expect(r.body).toContain(`<h1>${heading}</h1>`);
  expect(r.body).toContain('<header><a class="logo" href="/">');
  expect(r.body).not.toContain('site chrome');
  const style = /<style>(.*)<\/style>/s.exec(r.body)?.[1] ?? '';
  const hash = createHash('sha256').update(style).digest('base64');
  expect(r.headers['content-security-policy']).toBe(
    `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  );
  expect(r.body).not.toMatch(/<script|style="/);
  expect(r.headers['x-content-type-options']).toBe('nosniff');
}

describe('gateway: an app that is down', () => {
  it('serves the site page for a campaign page when the campaigns app is not configured', async () => {
    const r = await send(gatewayNoCampaigns, '/goldenticket/winners?x=1', {
      headers: {
        ...PAGE,
        host: 'fr.localhost:3000',
        cookie: 'lumen_language=fr-FR%3A3',
        'if-none-match': '"old"',
      },
    });
    expect503(r);
    expect(r.body).toContain('site chrome');
    // The site's own headers stay: its CSP carries the nonce of the page's scripts.
    expect(r.headers['content-security-policy']).toBe("script-src 'nonce-n0nce'");
    expect(r.headers.etag).toBeUndefined();
    const asked = askedOfSite(r);
    expect([asked.method, asked.url]).toEqual(['GET', '/goldenticket/winners?x=1']);
    // The site picks the language from these, as for any page.
    expect(asked.headers.host).toBe('fr.localhost:3000');
    expect(asked.headers.cookie).toBe('lumen_language=fr-FR%3A3');
    expect(asked.headers['x-lumen-unavailable']).toBe('campaigns');
    expect(asked.headers['if-none-match']).toBeUndefined();
    expect(json(await send(gatewayNoCampaigns, '/', { headers: PAGE })).app).toBe('site');
  });

  it('serves the page whatever the method, and no body to HEAD', async () => {
    const post = await send(gatewayNoCampaigns, '/goldenticket/entry', {
      method: 'POST',
      headers: { ...PAGE, 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from('name=x'),
    });
    expect503(post);
    expect(askedOfSite(post).method).toBe('GET');
    expect(askedOfSite(post).headers['content-type']).toBeUndefined();

    const head = await send(gatewayNoCampaigns, '/portal-login', { method: 'HEAD', headers: PAGE });
    expect503(head);
    expect(head.body).toBe('');
  });

  it('serves the page when the app refuses connections or does not answer in time', async () => {
    for (const base of [gatewayDeadUpstreams, gatewaySlowUpstreams]) {
      for (const path of ['/portal-login', '/lighting-design', '/media/a.jpg']) {
        const r = await send(base, path, { headers: PAGE });
        expect503(r);
        expect(r.body, path).toContain('site chrome');
        expect(askedOfSite(r).url).toBe(path);
        expect(askedOfSite(r).headers['x-lumen-unavailable']).toBe(
          path.startsWith('/media') ? 'api' : 'campaigns',
        );
      }
    }
  });

  it('answers one plain line in the visitor language to requests that are not pages', async () => {
    const image = await send(gatewayDeadUpstreams, '/thumb/1/a.png?width=300', {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect503(image);
    expect(image.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(image.body).toBe(
      'This part of our website is not available at the moment. Please try again in a few minutes.',
    );
    const data = await send(gatewayNoCampaigns, '/goldenticket.data', {
      headers: { host: 'fr.localhost' },
    });
    expect503(data);
    expect(data.body).toMatch(/^Cette partie de notre site n'est pas disponible/);
    const head = await send(gatewaySlowUpstreams, '/media/a.jpg', { method: 'HEAD' });
    expect503(head);
    expect(head.body).toBe('');
  });

  it('never passes on a visitor’s own copy of the header that asks the site for that page', async () => {
    const r = json(
      await send(gateway, '/news', { headers: { 'x-lumen-unavailable': 'campaigns' } }),
    );
    expect(r.app).toBe('site');
    expect(r.headers['x-lumen-unavailable']).toBeUndefined();
  });
});

describe('gateway: its own page when the site cannot give one', () => {
  it('when the site refuses connections, in the language of the host or the cookie', async () => {
    expectOwnPage(
      await send(gatewayDeadSite, '/news', { headers: PAGE }),
      'en-GB',
      'Temporarily unavailable',
    );
    const fr = await send(gatewayDeadSite, '/products/downlights?page=2', {
      headers: { ...PAGE, host: 'fr.localhost:3000' },
    });
    expectOwnPage(fr, 'fr-FR', 'Momentanément indisponible');
    expect(fr.body).toContain(
      '<a class="button primary" href="/products/downlights?page=2">Réessayer</a>',
    );
    expect(fr.body).toContain(`<a class="button" href="/">Aller à l&#39;accueil</a>`);
    expect(fr.headers['content-language']).toBe('fr-FR');
    // A host the site's EDITION_SITE_URLS names, and the language cookie, which wins.
    expectOwnPage(
      await send(gatewayDeadSite, '/', { headers: { ...PAGE, host: 'www.example.fr' } }),
      'fr-FR',
      'Momentanément indisponible',
    );
    expectOwnPage(
      await send(gatewayDeadSite, '/', {
        headers: { ...PAGE, host: 'fr.localhost', cookie: 'a=1; lumen_language=en-AU%3A2' },
      }),
      'en-AU',
      'Temporarily unavailable',
    );
    // Pictures still come from the API.
    expect(json(await send(gatewayDeadSite, '/media/a.jpg')).app).toBe('api');
  });

  it('when the site does not answer in time', async () => {
    expectOwnPage(
      await send(gatewaySlowSite, '/', { headers: { ...PAGE, host: 'fr.localhost' } }),
      'fr-FR',
      'Momentanément indisponible',
    );
  });

  it('when the campaigns app and the site are both down', async () => {
    const gone = await send(gatewayDeadSite, '/goldenticket', { headers: PAGE });
    expectOwnPage(gone, 'en-GB', 'Temporarily unavailable');
    expect(gone.body).toContain('href="/goldenticket">Try again</a>');
  });

  it('when the site answers without its unavailable page, or too slowly', async () => {
    expectOwnPage(
      await send(gatewaySiteWithoutPage, '/portal-login', { headers: PAGE }),
      'en-GB',
      'Temporarily unavailable',
    );
    const started = Date.now();
    expectOwnPage(
      await send(gatewaySiteSlowPage, '/portal-login', {
        headers: { ...PAGE, host: 'fr.localhost' },
      }),
      'fr-FR',
      'Momentanément indisponible',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

// Raw request lines: an HTTP client would normalise these before sending them.
function sendRaw(
  base: string,
  target: string,
  host = 'localhost:3000',
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), body: text });
    });
  });
}

describe('gateway request targets', () => {
  let evil: Server;
  let evilHits = 0;
  let evilHost: string;

  beforeAll(async () => {
    evil = createServer((_req, res) => {
      evilHits += 1;
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'stolen=1' });
      res.end('<script>alert(1)</script>');
    });
    servers.push(evil);
    evilHost = new URL(await listen(evil)).host;
  });

  it('never fetches another server named by the request target', async () => {
    for (const target of [
      `//${evilHost}/x`,
      `http://${evilHost}/openapi.json`,
      `/\\${evilHost}/x`,
      `/\\\\${evilHost}/x`,
      `/.//${evilHost}/x`,
    ]) {
      const r = await sendRaw(gateway, target);
      expect(r.status, target).toBe(400);
      expect(r.body).toMatch(/content-security-policy: default-src 'none'/i);
      expect(r.body).toMatch(/x-content-type-options: nosniff/i);
      expect(r.body).not.toContain('alert(1)');
      expect(r.body).not.toContain('stolen=1');
    }
    expect(evilHits).toBe(0);
  });

  it('routes dot segments on the normalised path, so they cannot reach API routes', async () => {
    for (const [target, path] of [
      ['/media/../openapi.json', '/openapi.json'],
      ['/media/%2e%2e/graphql', '/graphql'],
      ['/thumb/.%2e/health', '/health'],
    ] as const) {
      const r = await sendRaw(gateway, target);
      expect(r.status, target).toBe(200);
      // The echo app's JSON arrives chunked; its fields are enough to tell who answered.
      expect(r.body, target).toContain('"app":"site"');
      expect(r.body, target).toContain(`"url":"${path}"`);
    }
  });

  it('refuses encoded slashes on API paths', async () => {
    expect((await sendRaw(gateway, '/media/..%2fopenapi.json')).status).toBe(400);
    expect((await sendRaw(gateway, '/media/x.jpg')).status).toBe(200);
  });
});

describe('gateway keep-alive', () => {
  it('sends a GET again when the upstream closed the kept-alive socket it reused', async () => {
    // An upstream that closes a kept-alive socket when it is used again, as one whose
    // keep-alive timeout fires just as the gateway reuses the socket: ECONNRESET, unanswered.
    const used = new WeakSet<object>();
    const flaky = createServer((req, res) => {
      if (used.has(req.socket)) {
        req.socket.resetAndDestroy();
        return;
      }
      used.add(req.socket);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('answer');
    });
    servers.push(flaky);
    const g = createGateway({
      upstreams: { site: await listen(flaky), api: 'http://127.0.0.1:9' },
    });
    servers.push(g);
    const base = await listen(g);
    for (let i = 0; i < 5; i++) {
      const r = await send(base, '/page');
      expect(r.status, r.body).toBe(200);
    }
  });
});

describe('gateway: malformed Host headers', () => {
  it('refuses them with its 400 page and never passes them to an app', async () => {
    for (const host of ['[', '[::1', 'a b', 'a/b', 'a@b', 'x:y']) {
      const r = await sendRaw(gateway, '/products', host);
      expect(r.status, host).toBe(400);
      expect(r.body).toContain('This address is not valid on this website.');
      expect(r.body).not.toContain('"app":"site"');
    }
    expect((await sendRaw(gateway, '/products', 'fr.localhost:3000')).status).toBe(200);
  });
});

/**
 * Sends a request line and then a header one byte at a time, never ending it (slowloris);
 * resolves with how long the server kept the connection open and what it answered.
 */
function sendHeadersSlowly(base: string): Promise<{ heldMs: number; answer: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(Number(port), hostname, () => {
      socket.write('GET /products HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    });
    const drip = setInterval(() => socket.write('a'), 50);
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ heldMs: performance.now() - started, answer });
    });
  });
}

describe('gateway: slow clients', () => {
  it('cuts off a client that sends its headers byte by byte once the headers time is up', async () => {
    const g = createGateway({
      upstreams: { site: 'http://127.0.0.1:9', api: 'http://127.0.0.1:9' },
      clientTimeouts: { headersMs: 400, checkEveryMs: 100 },
    });
    servers.push(g);
    const { heldMs, answer } = await sendHeadersSlowly(await listen(g));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeGreaterThanOrEqual(350);
    expect(heldMs).toBeLessThan(2000);
  });

  it('has bounded timeouts by default', () => {
    const g = createGateway({
      upstreams: { site: 'http://127.0.0.1:9', api: 'http://127.0.0.1:9' },
    });
    expect([g.headersTimeout, g.requestTimeout, g.keepAliveTimeout]).toEqual([
      CLIENT_TIMEOUTS.headersMs,
      CLIENT_TIMEOUTS.requestMs,
      CLIENT_TIMEOUTS.keepAliveMs,
    ]);
    expect(CLIENT_TIMEOUTS.headersMs + CLIENT_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(15_000);
  });
});
