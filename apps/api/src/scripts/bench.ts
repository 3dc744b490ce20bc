/**
 * pnpm bench:api — product API latencies (p50/p95, ms) at 1,500 and 100,000 products, on the
 * PostgreSQL server and on PGlite, measured through app.inject (routing, validation, SQL and
 * serialisation; no sockets). A benchmark, not a test: it prints figures and never fails on them
 * (it exits 1 only when an engine could not be measured at all).
 *
 *   --sizes=1500,100000   catalogue sizes       --engines=postgres,pglite
 *   --requests=200        timed requests per operation (after a warm-up)
 *
 * Catalogues are kept between runs (a schema per size on the server, in a database it creates
 * when absent; a folder per size under DATA_DIR/bench for PGlite) and regenerated only when the
 * generator's version changes, then vacuumed and analysed. Every figure comes with its
 * conditions (docs/decisions/014-listing-bitmaps.md): machine, load average, a CPU reference
 * timing, the `SELECT 1` round trip, the server settings that shape plans, and the plan of the
 * slowest operation's slowest statement.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { conditionsLine, load1, percentile } from '@lumen/bench/conditions';
import { buildApp } from '#src/app.ts';
import { getEnv } from '#src/config/env.ts';
import { openDatabase, type Database } from '#src/db/client.ts';
import { migrate } from '#src/db/migrate.ts';
import { catalogueSeeder, seedCatalogue } from '#src/modules/catalogue/seed/seed-catalogue.ts';
import { ensureServerDatabase, redact } from './bench-database.ts';

type Engine = 'postgres' | 'pglite';
type Request = InjectOptions;
type Row = {
  engine: Engine;
  size: number;
  operation: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  load: number;
  budget?: number;
};
type Statement = { text: string; params: unknown[] | undefined; ms: number };

const args = new Map(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([^=]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]] as [string, string]] : [];
  }),
);
const sizes = (args.get('sizes') ?? '1500,100000').split(',').map(Number);
const engines = (args.get('engines') ?? 'postgres,pglite').split(',') as Engine[];
const requests = Number(args.get('requests') ?? 200);
const WARM_UP = 25;
/** p95 budgets at 100,000 products on the server (issue 7: listing ≤ 30 ms on a fresh machine). */
const BUDGETS: Record<string, number> = { 'listing with facets': 30, autocomplete: 20 };
/** Settings that change plans or their cost; printed with every engine's figures. */
const SETTINGS = [
  'server_version',
  'shared_buffers',
  'work_mem',
  'effective_cache_size',
  'random_page_cost',
  'jit',
  'jit_above_cost',
  'max_parallel_workers_per_gather',
];

const env = getEnv();
const serverUrl =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench';
const results: Row[] = [];
let unmeasured = 0;

console.log(`\nConditions at start: ${conditionsLine()}`);

for (const engine of engines) {
  if (engine === 'postgres') {
    const problem = await ensureServerDatabase(serverUrl);
    if (problem) {
      console.log(`\n✖ Cannot measure PostgreSQL (${redact(serverUrl)}): ${problem}`);
      unmeasured++;
      continue;
    }
  }
  for (const size of sizes) {
    const label = `${engine} × ${size.toLocaleString('en-GB')} products`;
    const opened =
      engine === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: serverUrl, schema: `bench_${size}`, max: 4 })
        : await openDatabase({
            kind: 'pglite',
            dataDir: join(env.DATA_DIR, 'bench', `pglite-${size}`),
          });
    const statements: Statement[] = [];
    let recording = false;
    // The app's queries go through this wrapper, so the slowest statement can be explained.
    const db: Database = {
      ...opened,
      async query(text, params, options) {
        const started = performance.now();
        try {
          return await opened.query(text, params, options);
        } finally {
          if (recording) statements.push({ text, params, ms: performance.now() - started });
        }
      },
    };
    try {
      await migrate(db);
      await ensureCatalogue(db, size, label);
      console.log(`\n${label}`);
      console.log(`  settings (as the API's connections see them): ${await settings(db)}`);
      const roundTrip = await measureCalls(() => db.query('SELECT 1'), 200);
      console.log(
        `  SELECT 1 round trip: p50 ${percentile(roundTrip, 50).toFixed(2)} ms, p95 ${percentile(roundTrip, 95).toFixed(2)} ms; ${conditionsLine()}`,
      );
      const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
      const app = await buildApp({ db, dataDir, closeDatabase: false });
      await app.ready();
      const scenarios = await buildScenarios(db);
      const perRequest = new Map<string, number[][]>();
      for (const [operation, reqs] of Object.entries(scenarios)) {
        const times = await measure((req) => app.inject(req), reqs);
        perRequest.set(operation, times.byRequest);
        const row: Row = {
          engine,
          size,
          operation,
          n: times.all.length,
          p50: percentile(times.all, 50),
          p95: percentile(times.all, 95),
          max: Math.max(...times.all),
          load: load1(),
          budget: BUDGETS[operation],
        };
        results.push(row);
        console.log(
          `  ${operation.padEnd(22)} p50 ${fmt(row.p50)}  p95 ${fmt(row.p95)}  max ${fmt(row.max)}  (load ${row.load})`,
        );
      }

      // The slowest operation: each of its requests' figures, and the plan of its slowest statement.
      const slowest = results
        .filter((r) => r.engine === engine && r.size === size)
        .sort((a, b) => b.p95 - a.p95)[0];
      const reqs = slowest ? scenarios[slowest.operation] : undefined;
      if (slowest && reqs) {
        console.log(`\n  Slowest operation: ${slowest.operation}, per request (ms):`);
        (perRequest.get(slowest.operation) ?? []).forEach((times, i) => {
          console.log(
            `    p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  ${describe(reqs[i] as Request)}`,
          );
        });
        recording = true;
        for (const req of reqs) await app.inject(req);
        recording = false;
        const worst = statements.sort((a, b) => b.ms - a.ms)[0];
        if (worst) {
          const plan = await opened.query<Record<string, string>>(
            `EXPLAIN (ANALYZE, BUFFERS) ${worst.text}`,
            worst.params,
          );
          console.log(
            `\n  Plan of its slowest statement (${worst.ms.toFixed(1)} ms when run by the app):`,
          );
          for (const line of plan) console.log(`    ${Object.values(line)[0]}`);
        }
      }
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    } finally {
      await opened.close();
    }
  }
}

console.log('\nProduct API latency (ms, through app.inject)\n');
console.log(
  '| engine | products | operation | requests | p50 | p95 | max | load 1 min | budget (100k, server) |',
);
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of results) {
  const judged = r.engine === 'postgres' && r.size >= 100_000 && r.budget !== undefined;
  const verdict = judged ? `p95 ≤ ${r.budget} ${r.p95 <= (r.budget ?? 0) ? 'met' : 'MISSED'}` : '';
  console.log(
    `| ${r.engine} | ${r.size.toLocaleString('en-GB')} | ${r.operation} | ${r.n} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${r.load} | ${verdict} |`,
  );
}
console.log(`\nConditions at end: ${conditionsLine()}`);
if (unmeasured) process.exitCode = 1;

// -----------------------------------------------------------------------------------------------

async function ensureCatalogue(db: Database, size: number, label: string): Promise<void> {
  const version = catalogueSeeder.version({ dataDir: '', catalogueSize: size });
  const [row] = await db.query<{ version: string }>(
    "SELECT version FROM seed_state WHERE name = 'catalogue'",
  );
  if (row?.version === version) return;
  const started = performance.now();
  console.log(`\n… generating ${label}`);
  await seedCatalogue(db, { size, log: (m) => console.log(`  ${m}`) });
  await db.query(
    `INSERT INTO seed_state (name, version) VALUES ('catalogue', $1)
     ON CONFLICT (name) DO UPDATE SET version = excluded.version, seeded_at = now()`,
    [version],
  );
  // Fresh statistics and visibility maps for every table, so plans match a settled database.
  const tables = await db.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = current_schema()',
  );
  for (const t of tables) await db.exec(`VACUUM ANALYZE "${t.tablename}"`);
  console.log(
    `  seeded, vacuumed and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function settings(db: Database): Promise<string> {
  const rows = await db.query<{ name: string; setting: string; unit: string | null }>(
    'SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1::text[]) ORDER BY name',
    [SETTINGS],
  );
  return rows
    .map((r) => {
      const unit = r.unit === '8kB' ? `× 8 kB` : (r.unit ?? '');
      return `${r.name}=${r.setting}${unit ? ` ${unit}` : ''}`;
    })
    .join(', ');
}

/** Representative requests, drawn from the seeded data so every call finds something. */
async function buildScenarios(db: Database): Promise<Record<string, Request[]>> {
  const parts = await db.query<{ part_number: string }>(
    'SELECT part_number FROM product_search WHERE visible_main ORDER BY md5(part_number) LIMIT 50',
  );
  const [panelRange] = await db.query<{ range: string }>(
    "SELECT range FROM product_search WHERE main_category = 'high-bays' GROUP BY range ORDER BY count(*) DESC LIMIT 1",
  );
  const listing = (body: Record<string, unknown>): Request => ({
    method: 'POST',
    url: '/products/listing',
    payload: body,
  });
  const get = (url: string): Request => ({ method: 'GET', url });
  return {
    'listing with facets': [
      listing({ mainCategory: 'downlights', page: 0, size: 12 }),
      listing({
        mainCategory: 'downlights',
        page: 1,
        size: 24,
        sort: 'a-zSort',
        filters: { CCT: ['3000K', '4000K'], ipRating: ['IP65'] },
      }),
      listing({
        mainCategory: 'panels',
        size: 36,
        sort: 'skuz-aSort',
        filters: { UGR: ['<19'], warranty: ['5 Years'], smartProduct: ['Yes'] },
      }),
      listing({
        mainCategory: 'high-bays',
        country: 2,
        filters: { range: [panelRange?.range ?? 'TITAN'], totalPower: ['100W+'] },
      }),
      listing({
        mainCategory: 'spots-encastres',
        language: 'fr-FR',
        country: 3,
        sort: 'z-aSort',
        filters: {
          subCategory: ['fire-rated-downlights', 'adjustable-downlights'],
          energyClass: ['E', 'F'],
        },
      }),
      listing({
        mainCategory: 'linear',
        page: 3,
        size: 12,
        filters: { efficacy: ['130-150 lm/W', '150+ lm/W'], powerFactor: ['>0.95'] },
      }),
    ],
    search: [
      get('/products/search?query=aura&size=40&country=1'),
      get('/products/search?query=fire%20rated%20downlight&size=40&country=1'),
      get('/products/search?query=panel%204000k&size=40&country=2'),
      get('/products/search?query=spot%20coupe-feu&size=40&country=3&language=fr-FR'),
      get('/products/search?query=ip65%20bulkhead&size=40&country=1'),
      get('/products/search?query=emergency%20exit&size=40&country=4'),
      get(
        `/products/search?query=${encodeURIComponent(parts[0]?.part_number ?? 'DL')}&size=40&country=1`,
      ),
      get('/products/search?query=dwonlight&size=40&country=1'),
    ],
    autocomplete: ['d', 'do', 'dow', 'fire', 'aura', 'pan', 'DLA', 'hb', 'ecl', 'spo'].map((q) =>
      get(
        `/products/autocomplete?query=${q}&size=6&country=${q === 'ecl' || q === 'spo' ? 3 : 1}${q === 'ecl' || q === 'spo' ? '&language=fr-FR' : ''}`,
      ),
    ),
    'part-number lookup': parts.map((p) =>
      get(`/product/part-number?partNumber=${encodeURIComponent(p.part_number)}&country=1`),
    ),
  };
}

function describe(req: Request): string {
  return req.payload ? `${req.method} ${req.url} ${JSON.stringify(req.payload)}` : `GET ${req.url}`;
}

async function measureCalls(call: () => Promise<unknown>, n: number): Promise<number[]> {
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(
  inject: (req: Request) => Promise<{ statusCode: number; body: string }>,
  reqs: Request[],
): Promise<{ all: number[]; byRequest: number[][] }> {
  for (let i = 0; i < WARM_UP; i++) await inject(reqs[i % reqs.length] as Request);
  const all: number[] = [];
  const byRequest: number[][] = reqs.map(() => []);
  for (let i = 0; i < requests; i++) {
    const req = reqs[i % reqs.length] as Request;
    const started = performance.now();
    const res = await inject(req);
    const ms = performance.now() - started;
    all.push(ms);
    byRequest[i % reqs.length]?.push(ms);
    if (res.statusCode !== 200)
      throw new Error(`${describe(req)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return { all, byRequest };
}

function fmt(ms: number): string {
  return ms.toFixed(1).padStart(6);
}
