// Smoke test of the deploy folders (`pnpm deploy:apps`), run by .ci/run after `npm test`:
//   node tooling/deploy/smoke.mjs --database-url postgres://…/<empty database> [--dir .deploy]
//        [--redis-url redis://127.0.0.1:6379] [--redis-key-prefix lumen-smoke-<pid>:]
//        [--api-ports 4201,4202] [--site-port 3201] [--campaigns-port 3203] [--gateway-port 3200]
//        [--console-port 3204]
//        [--catalogue-size 1500]
// It starts two API instances on the same PostgreSQL database and Redis, the site, the
// campaigns app, the gateway and the staff console, each from its folder with `node` and an environment of its own (nothing inherited,
// so no workspace, pnpm or tsx can help), checks each instance and a page through the
// gateway, then stops them all. Node's standard library only. Exits non-zero on a failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..', '..');
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: join(root, '.deploy') },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    // A shared Redis (a CI runner or a machine several people use) keeps each run's keys apart.
    'redis-key-prefix': { type: 'string', default: `lumen-smoke-${process.pid}:` },
    'api-ports': { type: 'string', default: '4201,4202' },
    'site-port': { type: 'string', default: '3201' },
    'campaigns-port': { type: 'string', default: '3203' },
    'gateway-port': { type: 'string', default: '3200' },
    'console-port': { type: 'string', default: '3204' },
    'catalogue-size': { type: 'string', default: '1500' },
  },
});
const dir = resolve(args.dir);
const databaseUrl = args['database-url'];
if (!databaseUrl?.startsWith('postgres')) {
  console.error('smoke: --database-url (or DATABASE_URL) must name an empty PostgreSQL database');
  process.exit(2);
}
const apiPorts = args['api-ports'].split(',').map(Number);
const sitePort = Number(args['site-port']);
const campaignsPort = Number(args['campaigns-port']);
const gatewayPort = Number(args['gateway-port']);
const apis = apiPorts.map((port, i) => ({
  name: `api-${'ab'[i]}`,
  url: `http://127.0.0.1:${port}`,
  // The liveness probe's own port (HEALTH_PORT): 100 above the API's.
  healthPort: port + 100,
}));
const siteUrl = `http://127.0.0.1:${sitePort}`;
const campaignsUrl = `http://127.0.0.1:${campaignsPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
// The public origin the site renders links for; *.localhost gives every edition a host.
const publicSiteUrl = `http://localhost:${gatewayPort}`;

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'lumen-smoke-'));
let failures = 0;

function check(label, ok, detail = '') {
  console.log(`${ok ? '  ✔' : '  ✖'} ${label}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures++;
  return ok;
}

/** Starts `node <entry>` in an app's deploy folder with exactly `env` (plus nothing inherited). */
function start(name, app, entry, env) {
  const cwd = join(dir, app);
  if (!existsSync(join(cwd, entry)))
    throw new Error(`${cwd}/${entry} is missing: run pnpm deploy:apps`);
  const child = spawn(process.execPath, [entry], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [];
  const keep = (chunk) => {
    out.push(chunk.toString());
    if (out.length > 200) out.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.push({ name, child, out });
  return child;
}

async function waitFor(name, url, child, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${name} did not answer ${url} within ${ms / 1000} s`);
}

const post = (url, body, headers = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
const get = (url) => fetch(url, { signal: AbortSignal.timeout(30_000) });

async function stopAll() {
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', done);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
}

const apiEnv = (port) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  HEALTH_PORT: String(port + 100),
  DATABASE_URL: databaseUrl,
  // Shared by both instances, as a volume would be: media files and the thumbnail cache.
  DATA_DIR: dataDir,
  PUBLIC_URL: gatewayUrl,
  CORS_ORIGINS: publicSiteUrl,
  CATALOGUE_SIZE: args['catalogue-size'],
  LOG_LEVEL: 'warn',
  // Rate limits shared through Redis; a key prefix of this run's own.
  REDIS_URL: args['redis-url'],
  REDIS_KEY_PREFIX: args['redis-key-prefix'],
});

try {
  console.log(`smoke: deploy folders in ${dir}`);
  check('no tsx in the API deploy folder', !existsSync(join(dir, 'api', 'node_modules', 'tsx')));
  check(
    'no workspace package in the API deploy folder',
    !existsSync(join(dir, 'api', 'node_modules', '@lumen')),
  );

  // The first instance migrates and seeds the empty database; the second starts once it is
  // ready, so the two never seed at once (README, "Deploying": one first start per database).
  const [a, b] = apis;
  const apiA = start(a.name, 'api', 'dist/server.js', apiEnv(apiPorts[0]));
  await waitFor(a.name, `${a.url}/health`, apiA, 600_000);
  const apiB = start(b.name, 'api', 'dist/server.js', apiEnv(apiPorts[1]));
  const publicAppEnv = (port) => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    API_URL: a.url,
    PUBLIC_API_URL: b.url,
    SITE_URL: publicSiteUrl,
    EDITION: 'uk',
  });
  const site = start('site', 'site', 'start.mjs', publicAppEnv(sitePort));
  const campaigns = start('campaigns', 'campaigns', 'start.mjs', publicAppEnv(campaignsPort));
  const gateway = start('gateway', 'gateway', 'dist/server.js', {
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
    SITE_APP_URL: siteUrl,
    CAMPAIGNS_URL: campaignsUrl,
    API_URL: b.url,
  });
  await waitFor(b.name, `${b.url}/health`, apiB, 120_000);
  await waitFor('site', `${siteUrl}/robots.txt`, site, 120_000);
  await waitFor('campaigns', `${campaignsUrl}/goldenticket/terms-conditions`, campaigns, 120_000);
  await waitFor('gateway', `${gatewayUrl}/robots.txt`, gateway, 60_000);

  let listed;
  for (const api of apis) {
    console.log(`${api.name} (${api.url})`);
    const health = await get(`${api.url}/health`);
    const body = await health.json().catch(() => ({}));
    check(
      'GET /health',
      health.status === 200 && body.database === 'postgres',
      `${health.status} ${JSON.stringify(body)}`,
    );
    for (const path of ['/health/live', '/health/ready']) {
      const res = await get(`${api.url}${path}`);
      check(`GET ${path}`, res.status === 200, String(res.status));
    }
    const probe = await get(`http://127.0.0.1:${api.healthPort}/health/live`).catch(() => null);
    const probeBody = probe ? await probe.json().catch(() => ({})) : {};
    check(
      `GET /health/live on the probe port ${api.healthPort}`,
      probe?.status === 200 && probeBody.status === 'ok',
      `${probe?.status ?? 'no answer'} ${JSON.stringify(probeBody)}`,
    );
    // Menus from the YAML content files, a French news text from a Markdown one.
    const gql = await post(`${api.url}/graphql`, {
      query:
        '{ menus(locale: "en-GB") { menuName } newsUpdates(locale: "fr-FR", limit: 1) { description } }',
    });
    const data = (await gql.json().catch(() => ({}))).data ?? {};
    const menus = data.menus ?? [];
    const newsText = data.newsUpdates?.[0]?.description ?? '';
    check(
      'POST /graphql (menus, news)',
      gql.status === 200 && menus.length > 0 && newsText.length > 0,
      `${gql.status}, ${menus.length} menus, news text of ${newsText.length} characters`,
    );
    const listing = await post(`${api.url}/products/listing`, {
      mainCategory: 'downlights',
      size: 4,
    });
    const products = (await listing.json().catch(() => ({}))).products ?? [];
    check(
      'POST /products/listing',
      listing.status === 200 && products.length > 0,
      `${listing.status}, ${products.length} products`,
    );
    listed ??= products[0];
  }

  console.log(`gateway (${gatewayUrl}) → site (API ${a.name}), /thumb → ${b.name}`);
  const page = await get(`${gatewayUrl}/products/downlights`);
  const html = await page.text();
  check(
    'SSR listing page /products/downlights',
    page.status === 200 &&
      /text\/html/.test(page.headers.get('content-type') ?? '') &&
      html.includes('<html'),
    `${page.status} ${page.headers.get('content-type')}, ${html.length} bytes`,
  );
  check(
    'the page carries a nonce-based Content-Security-Policy',
    /script-src 'nonce-[^']+' 'strict-dynamic'/.test(
      page.headers.get('content-security-policy') ?? '',
    ),
  );
  const again = await get(`${gatewayUrl}/products/downlights`);
  await again.text();
  const nonceOf = (res) =>
    /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  check(
    'the same page again comes from the page cache, with a nonce of its own',
    again.status === 200 &&
      again.headers.get('server-timing') === 'page-cache;desc=hit' &&
      nonceOf(again) !== undefined &&
      nonceOf(again) !== nonceOf(page),
    `${again.status}, server-timing ${again.headers.get('server-timing')}`,
  );
  // The site's default order is the API's: the first product listed above is on the page.
  const partNumber = listed?.partnumberManufacturer ?? '(none listed)';
  check(`the page lists ${partNumber} from the API`, html.includes(partNumber));
  const picture = listed?.tradeProducts?.[0]?.media?.[0]?.languages?.[0]?.filename;
  const thumb = await get(
    `${gatewayUrl}/thumb/${listed?.productId}/${picture}?width=300&height=300`,
  );
  const bytes = new Uint8Array(await thumb.arrayBuffer());
  check(
    `GET /thumb/${listed?.productId}/${picture}?width=300&height=300`,
    thumb.status === 200 && bytes[0] === 0xff && bytes[1] === 0xd8,
    `${thumb.status} ${thumb.headers.get('content-type')}, ${bytes.length} bytes`,
  );

  // A campaigns page through the gateway, with its script from the app's own /_campaigns/.
  console.log(`gateway (${gatewayUrl}) → campaigns (${campaignsUrl})`);
  const terms = await get(`${gatewayUrl}/goldenticket/terms-conditions`);
  const termsHtml = await terms.text();
  const script = /\/_campaigns\/assets\/[\w.-]+\.js/.exec(termsHtml)?.[0];
  check(
    'SSR campaigns page /goldenticket/terms-conditions',
    terms.status === 200 && termsHtml.includes('Golden Ticket') && script !== undefined,
    `${terms.status}, ${termsHtml.length} bytes, script ${script ?? 'none'}`,
  );
  const asset = script ? await get(`${gatewayUrl}${script}`) : null;
  await asset?.arrayBuffer();
  check(
    `GET ${script ?? 'a campaigns script'} through the gateway`,
    asset?.status === 200 && /javascript/.test(asset.headers.get('content-type') ?? ''),
    `${asset?.status ?? 'no script'} ${asset?.headers.get('content-type') ?? ''}`,
  );

  // The staff console: static files with the API's address written into the page.
  const consoleUrl = `http://127.0.0.1:${args['console-port']}`;
  const consoleApp = start('admin', 'admin', 'server/start.mjs', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: args['console-port'],
    API_URL: `http://localhost:${apiPorts[0]}`,
    PUBLIC_SITE_URL: publicSiteUrl,
  });
  await waitFor('admin', `${consoleUrl}/admin-login`, consoleApp, 60_000);
  console.log(`staff console (${consoleUrl})`);
  const login = await get(`${consoleUrl}/admin-login`);
  const loginHtml = await login.text();
  const consoleScript = /\/assets\/[\w.-]+\.js/.exec(loginHtml)?.[0];
  check(
    'GET /admin-login: the page with its API address, never cached',
    login.status === 200 &&
      loginHtml.includes(`"apiUrl":"http://localhost:${apiPorts[0]}"`) &&
      login.headers.get('cache-control') === 'no-store' &&
      /frame-ancestors 'none'/.test(login.headers.get('content-security-policy') ?? ''),
    `${login.status}, cache-control ${login.headers.get('cache-control')}`,
  );
  const consoleAsset = consoleScript ? await get(`${consoleUrl}${consoleScript}`) : null;
  await consoleAsset?.arrayBuffer();
  check(
    `GET ${consoleScript ?? 'the console script'}: cached for a year`,
    consoleAsset?.status === 200 &&
      /immutable/.test(consoleAsset.headers.get('cache-control') ?? ''),
    `${consoleAsset?.status ?? 'no script'} ${consoleAsset?.headers.get('cache-control') ?? ''}`,
  );

  // POST /search-history is rate limited per client address, counted in the Redis both
  // instances share. Requests alternate between the instances, so the first 429 must come
  // right after the limit (RateLimit-Limit), not after twice it as with two separate counters.
  console.log('rate limit (POST /search-history, alternating instances, one Redis bucket)');
  const statuses = [];
  let limit = 0;
  for (let i = 0; i < 300 && statuses.filter((s) => s === 429).length < 6; i++) {
    const res = await post(`${apis[i % 2].url}/search-history`, {
      productSearchQuery: `smoke ${i}`,
      country: 1,
      platform: 'WEB',
    });
    await res.arrayBuffer();
    limit ||= Number(res.headers.get('ratelimit-limit') ?? 0);
    statuses.push(res.status);
  }
  const first429 = statuses.indexOf(429);
  check(
    'recorded searches answer 201 until limited',
    (first429 === -1 ? statuses : statuses.slice(0, first429)).every((s) => s === 201),
    statuses.slice(0, 5).join(','),
  );
  check(
    `the first 429 comes after ${limit} requests across both instances (shared bucket)`,
    limit > 0 && first429 === limit,
    `limit ${limit}, first 429 at request ${first429 + 1}`,
  );
  const after = first429 === -1 ? [] : statuses.slice(first429);
  check(
    '429 from both instances once limited',
    after.length > 1 && after.every((s) => s === 429),
    after.join(','),
  );
} catch (err) {
  check(err instanceof Error ? err.message : String(err), false);
} finally {
  await stopAll();
  if (failures > 0) {
    for (const { name, out } of children) {
      const tail = out.join('').split('\n').slice(-25).join('\n').trim();
      if (tail) console.log(`\n--- ${name} (last lines) ---\n${tail}`);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  failures === 0 ? '\n✔ Smoke test passed.' : `\n✖ Smoke test: ${failures} check(s) failed.`,
);
process.exitCode = failures === 0 ? 0 : 1;
