// pnpm bench:load — a load test of the API and the server-rendered listing (a report, not a
// test; it never fails on figures). Loopback only, bounded in time: for each engine (the
// PostgreSQL server, then the embedded PGlite, to show how much of the difference is the
// database) it starts the API, the site and the gateway on their own ports, with 1,500 products,
// then drives with autocannon, for --duration seconds at each --connections:
//   listing       POST /products/listing on the API, the bodies the site's listing page sends;
//   autocomplete  GET /products/autocomplete on the API, as the header's search box asks;
//   ssr           GET /products/downlights through the gateway (SSR, which calls the API), as
//                 visitors ask for a popular page: mostly answered by the site's page cache;
//   ssr-uncached  the same page with a query parameter no request repeats, so that every
//                 answer is a render: the site's render throughput (decision 021).
// During each run two threads of this process poll the API's liveness check, every 100 ms on a
// new connection as an orchestrator's probe would: on its probe port (HEALTH_PORT, answered by
// a thread of the API's own: the figure the goal is judged on) and on the main port
// (/health/live when the API has it, else /health).
// Every status is counted (503 apart: shedding is the wanted answer to overload); each figure
// is printed with its conditions (machine, load average, CPU reference, SELECT 1 round trip).
//
//   pnpm bench:load [-- --duration=20 --connections=20,100 --engines=postgres,pglite
//                       --targets=listing,autocomplete,ssr,ssr-uncached --products=1500
//                       --database-url=postgres://postgres@127.0.0.1:5432/lumen_bench_load
//                       --api-port=4160 --gateway-port=3160 --site-port=3161 --no-build
//                       --api-url=http://… --gateway-url=http://…  (measure running servers)]
//
// The database is created when absent and kept (seeding is skipped on the next run); PGlite's
// data folder is kept under the system temp folder. Servers it started are stopped by process
// group id at the end, on Ctrl+C, or on failure. Their logs go to a temp folder it names.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { conditionsLine, loadAverage, percentile } from './conditions.mjs';
import { cpuPerRequest, cpuSnapshot } from './proc-cpu.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: args } = parseArgs({
  // `pnpm bench:load -- --x` passes the `--` through; it is not an end-of-options marker here.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20,100' },
    engines: { type: 'string', default: 'postgres,pglite' },
    targets: { type: 'string', default: 'listing,autocomplete,ssr,ssr-uncached' },
    products: { type: 'string', default: '1500' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/lumen_bench_load',
    },
    'api-port': { type: 'string', default: '4160' },
    'health-port': { type: 'string', default: '4162' },
    'health-url': { type: 'string' },
    'gateway-port': { type: 'string', default: '3160' },
    'site-port': { type: 'string', default: '3161' },
    'api-url': { type: 'string' },
    'gateway-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'warm-up': { type: 'string', default: '3' },
  },
});

const duration = Number(args.duration);
const connectionsList = args.connections.split(',').map(Number);
const targets = args.targets.split(',');
const GOALS = { maxMs: 2000, livenessP99: 50, listingRps: 500, ssrRps: 100 };
const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/;

// The site's own listing requests (listing-state.ts listingRequests): every field filled.
const listingBody = (over) => ({
  mainCategory: 'downlights',
  page: 0,
  size: 12,
  country: 1,
  filters: {},
  sort: 'bestSeller',
  language: 'en-GB',
  ...over,
});
const LISTING_BODIES = [
  listingBody({}),
  listingBody({ filters: { CCT: ['3000K'] } }),
  listingBody({ mainCategory: 'panels', sort: 'a-zSort', size: 24 }),
  listingBody({ filters: { CCT: ['3000K', '4000K'], ipRating: ['IP65'] }, page: 1 }),
  listingBody({ mainCategory: 'linear', filters: { warranty: ['5 Years'] } }),
  listingBody({ mainCategory: 'spots-encastres', country: 3, language: 'fr-FR' }),
];
const AUTOCOMPLETE_QUERIES = ['d', 'do', 'dow', 'down', 'pan', 'fire', 'aura', 'hb', 'lin', 'em'];

let uncachedRequests = 0;
const children = new Set();
/** Process group of each server this script started, by role (api, site, gateway). */
const groups = {};
const exited = [];
const logDir = mkdtempSync(join(tmpdir(), 'lumen-bench-load-'));
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => stopAll().then(() => process.exit(143)));

const external = args['api-url'] || args['gateway-url'];
const runs = [];
try {
  console.log(`\nLoad test: ${duration} s per run, connections ${connectionsList.join(', ')}`);
  console.log(`Conditions at start: ${conditionsLine()}`);
  if (external) {
    const apiUrl = args['api-url'] ?? '';
    const gatewayUrl = args['gateway-url'] ?? '';
    if (!apiUrl) throw new Error('--api-url is needed too: the liveness check is the API’s');
    for (const url of [apiUrl, gatewayUrl].filter(Boolean))
      if (!LOOPBACK.test(url)) throw new Error(`${url}: this load test only targets loopback`);
    await measureEngine('external', apiUrl, gatewayUrl, args['health-url']);
  } else {
    if (!args['no-build']) await build();
    for (const engine of args.engines.split(',')) {
      const { apiUrl, gatewayUrl, healthUrl } = await startStack(engine);
      try {
        await measureEngine(engine, apiUrl, gatewayUrl, healthUrl);
      } finally {
        await stopAll();
        exited.length = 0;
      }
    }
  }
  report();
} catch (err) {
  console.error(`\n✖ ${err instanceof Error ? err.message : String(err)}`);
  console.error(`  Server logs: ${logDir}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}

// --- servers ------------------------------------------------------------------------------

async function build() {
  console.log('› Building the API, site and gateway (turbo; cached when up to date)…');
  await runPnpm([
    'turbo',
    'run',
    'build',
    '--filter=@lumen/api',
    '--filter=@lumen/site',
    '--filter=@lumen/gateway',
    '--output-logs=errors-only',
  ]);
}

async function startStack(engine) {
  const apiPort = Number(args['api-port']);
  const gatewayPort = Number(args['gateway-port']);
  const sitePort = Number(args['site-port']);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const apiEnv = {
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    CATALOGUE_SIZE: args.products,
    // Request logs would measure the log pipe; warnings and errors still show in the log file.
    LOG_LEVEL: 'warn',
    PUBLIC_URL: apiUrl,
    HEALTH_PORT: args['health-port'],
  };
  if (engine === 'postgres') {
    await ensureDatabase(args['database-url']);
    // Generated media and thumbnails go to a folder of the benchmark's, not the API's .data.
    const dataDir = join(tmpdir(), 'lumen-bench-load', 'postgres-files');
    mkdirSync(dataDir, { recursive: true });
    Object.assign(apiEnv, {
      NODE_ENV: 'production',
      DATABASE_URL: args['database-url'],
      DATA_DIR: dataDir,
    });
  } else if (engine === 'pglite') {
    // The embedded database is refused in production, so this API runs with NODE_ENV unset.
    const dataDir = join(tmpdir(), 'lumen-bench-load', `pglite-${args.products}`);
    mkdirSync(dataDir, { recursive: true });
    Object.assign(apiEnv, { DATA_DIR: dataDir, DATABASE_URL: undefined });
  } else {
    throw new Error(`Unknown engine '${engine}' (postgres or pglite)`);
  }
  console.log(
    `\n› ${engine}: starting the API on ${apiUrl} (first start seeds; logs in ${logDir})`,
  );
  start(`api-${engine}`, 'apps/api', apiEnv);
  await waitFor(`${apiUrl}/health`, 15 * 60_000);
  start(`site-${engine}`, 'apps/site', {
    NODE_ENV: 'production',
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    PUBLIC_API_URL: apiUrl,
    SITE_URL: gatewayUrl,
    EDITION: 'uk',
    // Production wants every edition's origin (hreflang); the other editions are by host name.
    EDITION_SITE_URLS: ['au', 'fr', 'nz']
      .map((e) => `${e}=http://${e}.localhost:${gatewayPort}`)
      .join(','),
  });
  start(`gateway-${engine}`, 'apps/gateway', {
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
    SITE_APP_URL: siteUrl,
    API_URL: apiUrl,
  });
  await waitFor(`${siteUrl}/robots.txt`, 120_000);
  await waitFor(`${gatewayUrl}/robots.txt`, 120_000);
  return { apiUrl, gatewayUrl, healthUrl: `http://127.0.0.1:${args['health-port']}/health/live` };
}

/** Runs the package's own start script, in its own process group so it can be stopped whole. */
function start(name, dir, env) {
  const log = openSync(join(logDir, `${name}.log`), 'a');
  const [cmd, ...pre] = pnpmCommand();
  // An undefined value removes a variable the caller's shell may have set (DATABASE_URL).
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined),
  );
  const child = spawn(cmd, [...pre, 'run', 'start'], {
    cwd: join(root, dir),
    env: merged,
    stdio: ['ignore', log, log],
    detached: true,
  });
  children.add(child);
  groups[name.split('-')[0]] = child.pid;
  child.on('exit', (code, signal) => {
    children.delete(child);
    exited.push(`${name} (${code ?? signal})`);
  });
  return child;
}

async function stopAll() {
  const stopping = [...children].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        signalGroup(child, 'SIGTERM');
      }),
  );
  await Promise.all(stopping);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal); // the group this script created for that server
  } catch {
    // already gone
  }
}

function pnpmCommand() {
  // Under `pnpm bench:load`, npm_execpath is the pnpm that runs us.
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm/.test(execPath) ? [process.execPath, execPath] : ['pnpm'];
}

function runPnpm(list) {
  return new Promise((resolve, reject) => {
    const [cmd, ...pre] = pnpmCommand();
    const child = spawn(cmd, [...pre, ...list], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${list.join(' ')} exited with ${code}`)),
    );
  });
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (exited.length) throw new Error(`stopped while starting: ${exited.join(', ')}`);
    const res = await get(url).catch(() => undefined);
    if (res && res.status < 500) return;
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

async function ensureDatabase(url) {
  if (!LOOPBACK.test(url.replace(/^postgres(ql)?:\/\/([^@/]*@)?/, 'http://')))
    throw new Error(`${url}: this load test only uses a loopback database server`);
  const probe = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return undefined;
    } catch (err) {
      return err;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const problem = await probe();
  if (!problem) return;
  if (problem.code !== '3D000') throw new Error(`${url}: ${problem.message}`);
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`› created database ${name}`);
  } finally {
    await client.end();
  }
}

// --- measuring ----------------------------------------------------------------------------

async function measureEngine(engine, apiUrl, gatewayUrl, healthUrl) {
  const livePath = (await get(`${apiUrl}/health/live`)).status === 200 ? '/health/live' : '/health';
  // The probe port, when the API has one (older builds do not): else the main port is judged.
  const probeUrl =
    healthUrl && (await get(healthUrl).catch(() => ({ status: 0 }))).status === 200
      ? healthUrl
      : undefined;
  const roundTrip = engine === 'postgres' ? await selectOneRoundTrip(args['database-url']) : '';
  const idleLive = await idleLiveness(`${apiUrl}${livePath}`);
  const conditions = conditionsLine([roundTrip, idleLive].filter(Boolean));
  console.log(
    `\n${engine}: liveness ${probeUrl ? `${probeUrl} (probe port) and ` : ''}${livePath} (main port); ${conditions}`,
  );
  const plans = {
    listing: {
      url: apiUrl,
      requests: LISTING_BODIES.map((body) => ({
        method: 'POST',
        path: '/products/listing',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })),
    },
    autocomplete: {
      url: apiUrl,
      requests: AUTOCOMPLETE_QUERIES.map((q) => ({
        method: 'GET',
        path: `/products/autocomplete?query=${q}&size=6&country=1`,
      })),
    },
    ssr: gatewayUrl && {
      url: gatewayUrl,
      requests: [{ method: 'GET', path: '/products/downlights', headers: { accept: 'text/html' } }],
    },
    'ssr-uncached': gatewayUrl && {
      url: gatewayUrl,
      requests: [
        {
          method: 'GET',
          headers: { accept: 'text/html' },
          // A parameter the page ignores and the page cache keys on: never the same twice.
          setupRequest: (request) => ({
            ...request,
            path: `/products/downlights?bench=${++uncachedRequests}`,
          }),
        },
      ],
    },
  };
  for (const target of targets) {
    const plan = plans[target];
    if (!plan) {
      console.log(`  (skipping ${target}: no URL for it)`);
      continue;
    }
    await drive(plan, 10, Number(args['warm-up'])); // warm-up: JIT, caches, pools; not reported
    for (const connections of connectionsList) {
      const loadBefore = loadAverage();
      // The pollers run in threads of their own; the generator's event-loop delay is still
      // printed, as a sign of how busy the machine was.
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const live = pollLiveness(`${apiUrl}${livePath}`);
      const probe = probeUrl ? pollLiveness(probeUrl) : live;
      const cpuGroups = {
        ...groups,
        postgres: engine === 'postgres' ? (s) => s.comm === 'postgres' : undefined,
        generator: (s) => s.pid === process.pid,
      };
      for (const key of Object.keys(cpuGroups)) if (!cpuGroups[key]) delete cpuGroups[key];
      const cpuBefore = cpuSnapshot(cpuGroups);
      const result = await drive(plan, connections, duration);
      const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(cpuGroups), result.requests);
      const mainPort = await live.stop();
      const liveness = probe === live ? mainPort : await probe.stop();
      lag.disable();
      const generatorLagP99 = lag.percentile(99) / 1e6;
      const run = {
        engine,
        target,
        connections,
        ...result,
        liveness,
        mainPort,
        generatorLagP99,
        cpu,
        load: `${loadBefore.replace('load ', '')} → ${loadAverage().replace('load ', '')}`,
        conditions,
      };
      runs.push(run);
      console.log(
        `  ${target.padEnd(12)} ${String(connections).padStart(3)} conns: ${run.rps2xx.toFixed(0)} req/s 2xx, p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, max ${ms(run.max)}, >2 s ${run.over2s}${run.over2s ? ` (by status ${JSON.stringify(run.slowByStatus)})` : ''}, errors ${run.errors}, 503 ${run.shed}, other non-2xx ${run.otherNon2xx}; liveness p50 ${ms(liveness.p50)} p99 ${ms(liveness.p99)} (${liveness.polls} polls, ${liveness.failed} failed; main port p99 ${ms(mainPort.p99)}); generator loop delay p99 ${ms(generatorLagP99)}; CPU ms per request: ${cpu}; ${run.load}`,
      );
    }
  }
}

/** One bounded autocannon run; every response's status and time is kept. */
function drive(plan, connections, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = new Map();
    let over2s = 0;
    const slowByStatus = new Map();
    const started = performance.now();
    const instance = autocannon(
      {
        url: plan.url,
        connections,
        duration: seconds,
        // Anything slower than this is a timeout (counted as an error); the goal is 2 s.
        timeout: 10,
        requests: plan.requests,
      },
      (err, result) => {
        if (err) return reject(err);
        const elapsed = (performance.now() - started) / 1000;
        const count = (pred) =>
          [...statuses].filter(([s]) => pred(s)).reduce((n, [, c]) => n + c, 0);
        resolve({
          requests: times.length,
          rps2xx: count((s) => s >= 200 && s < 300) / elapsed,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          max: times.length ? Math.max(...times) : 0,
          over2s: over2s + result.timeouts,
          errors: result.errors,
          timeouts: result.timeouts,
          shed: statuses.get(503) ?? 0,
          otherNon2xx: count((s) => (s < 200 || s >= 300) && s !== 503),
          statuses: Object.fromEntries(statuses),
          slowByStatus: Object.fromEntries(slowByStatus),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      if (responseTime > GOALS.maxMs) {
        over2s++;
        slowByStatus.set(statusCode, (slowByStatus.get(statusCode) ?? 0) + 1);
      }
    });
  });
}

// The poller's own loop, run in a worker thread: on the generator's thread its timings would
// include autocannon's event-loop delay (hundreds of ms at 100 connections), not the API's.
/** The poller's source (a declaration, hoisted: the top-level run above calls it first). */
function pollerSource() {
  return `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let failed = 0;
let running = true;
parentPort.on('message', () => (running = false));
const get = () =>
  new Promise((resolve) => {
    const req = http.get(workerData.url, { agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
  });
(async () => {
  while (running) {
    const started = performance.now();
    const status = await get();
    if (status === 200) times.push(performance.now() - started);
    else failed++;
    await new Promise((r) => setTimeout(r, Math.max(0, 100 - (performance.now() - started))));
  }
  parentPort.postMessage({ times, failed });
})();
`;
}

/**
 * Polls a URL every 100 ms on a fresh connection, from a thread of its own, until stopped;
 * resolves with its latencies.
 */
function pollLiveness(url) {
  const worker = new Worker(pollerSource(), { eval: true, workerData: { url } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const { times, failed } = await result;
      await worker.terminate();
      return {
        polls: times.length + failed,
        failed,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: times.length ? Math.max(...times) : 0,
      };
    },
  };
}

async function idleLiveness(url) {
  const times = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await get(url);
    times.push(performance.now() - started);
  }
  return `idle liveness p50 ${percentile(times, 50).toFixed(2)} ms`;
}

async function selectOneRoundTrip(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const times = [];
    for (let i = 0; i < 220; i++) {
      const started = performance.now();
      await client.query('SELECT 1');
      if (i >= 20) times.push(performance.now() - started);
    }
    return `SELECT 1 round trip p50 ${percentile(times, 50).toFixed(2)} ms`;
  } finally {
    await client.end();
  }
}

/** GET on a new connection (no keep-alive), resolving when the body has been read. */
function get(url, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

// --- report -------------------------------------------------------------------------------

function report() {
  console.log('\nLoad test (ms; req/s counts 2xx answers only)\n');
  console.log(
    '| engine | target | conns | req/s | p50 | p99 | max | > 2 s | errors | 503 | other non-2xx | liveness p50 | liveness p99 | polls (failed) | main-port liveness p99 | generator lag p99 | load 1/5/15 before → after |',
  );
  console.log(
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of runs) {
    console.log(
      `| ${r.engine} | ${r.target} | ${r.connections} | ${r.rps2xx.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.over2s} | ${r.errors} | ${r.shed} | ${r.otherNon2xx} | ${ms(r.liveness.p50)} | ${ms(r.liveness.p99)} | ${r.liveness.polls} (${r.liveness.failed}) | ${ms(r.mainPort.p99)} | ${ms(r.generatorLagP99)} | ${r.load} |`,
    );
  }
  const judged = runs.filter((r) => r.engine !== 'pglite');
  if (judged.length) {
    console.log('\nGoals (2-core machine, PostgreSQL server)\n');
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    // A missed goal names the runs that missed it; a met one shows them all.
    const goal = (label, list, ok, shown) => {
      if (!list.length) return;
      const missed = list.filter((r) => !ok(r));
      const listed = (missed.length ? missed : list).map(shown).join('; ');
      console.log(`- ${label}: ${verdict(!missed.length)} (${listed})`);
    };
    const name = (r) => `${r.target}@${r.connections}`;
    goal(
      'no request over 2 s (shed with 503 instead)',
      judged,
      (r) => r.over2s === 0,
      (r) => `${name(r)} max ${ms(r.max)}, ${r.over2s} over 2 s`,
    );
    goal(
      `liveness p99 ≤ ${GOALS.livenessP99} ms under load`,
      judged,
      (r) => r.liveness.p99 <= GOALS.livenessP99 && r.liveness.failed === 0,
      (r) => `${name(r)} ${ms(r.liveness.p99)}`,
    );
    goal(
      `listing ≥ ${GOALS.listingRps} req/s at 20 connections`,
      judged.filter((r) => r.target === 'listing' && r.connections === 20),
      (r) => r.rps2xx >= GOALS.listingRps,
      (r) => `${r.rps2xx.toFixed(0)} req/s`,
    );
    goal(
      `SSR listing page ≥ ${GOALS.ssrRps} req/s (as visitors ask for it; ssr-uncached is shown above)`,
      judged.filter((r) => r.target === 'ssr'),
      (r) => r.rps2xx >= GOALS.ssrRps,
      (r) => `${name(r)} ${r.rps2xx.toFixed(0)} req/s`,
    );
  }
  const seen = [...new Set(runs.map((r) => r.conditions))];
  console.log(`\nConditions per engine:\n${seen.map((c) => `- ${c}`).join('\n')}`);
  console.log(`Conditions at end: ${conditionsLine()}`);
  console.log('Load generator, liveness poller and servers share this machine.');
}

function ms(value) {
  return `${value.toFixed(1)}`;
}

function sleep(msec) {
  return new Promise((resolve) => setTimeout(resolve, msec));
}
