import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './gateway.ts';

// Tiny upstreams on loopback, each on a port the OS picks, so runs never collide.
function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function echoApp(name: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
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
let gatewayDeadSite: string;
let gatewaySlow: string;

beforeAll(async () => {
  const [site, api, campaigns, hang] = [
    echoApp('site'),
    echoApp('api'),
    echoApp('campaigns'),
    createServer(() => {}),
  ];
  servers.push(site, api, campaigns, hang);
  const [siteUrl, apiUrl, campaignsUrl, hangUrl] = await Promise.all(
    [site, api, campaigns, hang].map(listen),
  );

  // A port that was just free: nothing listens there any more.
  const gone = createServer();
  const goneUrl = await listen(gone);
  await new Promise((r) => gone.close(r));

  const make = async (
    upstreams: Parameters<typeof createGateway>[0]['upstreams'],
    timeoutMs?: number,
  ) => {
    const g = createGateway({ upstreams, timeoutMs });
    servers.push(g);
    return listen(g);
  };
  gateway = await make({ site: siteUrl!, api: apiUrl!, campaigns: campaignsUrl });
  gatewayNoCampaigns = await make({ site: siteUrl!, api: apiUrl! });
  gatewayDeadSite = await make({ site: goneUrl, api: apiUrl! });
  gatewaySlow = await make({ site: hangUrl!, api: apiUrl! }, 200);
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

describe('gateway failures', () => {
  it('answers 502 with a clear page when the campaigns app is not configured', async () => {
    const r = await send(gatewayNoCampaigns, '/goldenticket');
    expect(r.status).toBe(502);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain(
      'The campaigns app is not configured on this server (set CAMPAIGNS_URL)',
    );
    expect(json(await send(gatewayNoCampaigns, '/')).app).toBe('site');
  });

  it('answers 502 when an upstream is unreachable', async () => {
    const r = await send(gatewayDeadSite, '/news');
    expect(r.status).toBe(502);
    expect(r.body).toContain('The website is not reachable at the moment');
    expect(json(await send(gatewayDeadSite, '/media/a.jpg')).app).toBe('api');
  });

  it('answers 504 when an upstream does not answer in time', async () => {
    const r = await send(gatewaySlow, '/');
    expect(r.status).toBe(504);
    expect(r.body).toContain('took too long');
  });
});

// Raw request lines: an HTTP client would normalise these before sending them.
function sendRaw(base: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`);
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
