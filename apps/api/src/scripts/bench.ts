/**
 * pnpm bench:api — product API latencies (p50/p95, ms) at 1,500 and 100,000 products, on the
 * PostgreSQL server and on PGlite, measured through app.inject (routing, validation, SQL and
 * serialisation; no sockets). A benchmark, not a test: it prints figures and never fails on them.
 *
 *   --sizes=1500,100000   catalogue sizes       --engines=postgres,pglite
 *   --requests=200        timed requests per operation (after a warm-up)
 *
 * Catalogues are kept between runs (a schema per size on the server, a folder per size under
 * DATA_DIR/bench for PGlite) and regenerated only when the generator's version changes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '#src/app.ts';
import { getEnv } from '#src/config/env.ts';
import { openDatabase, type Database } from '#src/db/client.ts';
import { migrate } from '#src/db/migrate.ts';
import { catalogueSeeder, seedCatalogue } from '#src/modules/catalogue/seed/seed-catalogue.ts';

type Engine = 'postgres' | 'pglite';
type Request = InjectOptions;
type Inject = (req: Request) => Promise<{ statusCode: number; body: string }>;
type Row = {
  engine: Engine;
  size: number;
  operation: string;
  n: number;
  p50: number;
  p95: number;
  budget?: number;
};

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
/** Issue 2 budgets at 100,000 products on the server. */
const BUDGETS: Record<string, number> = { 'listing with facets': 50, autocomplete: 20 };

const env = getEnv();
const serverUrl =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench';
const results: Row[] = [];

for (const engine of engines) {
  if (engine === 'postgres') {
    const problem = await probe(serverUrl);
    if (problem) {
      console.log(`\n⏭  Skipping PostgreSQL (${redact(serverUrl)}): ${problem}`);
      continue;
    }
  }
  for (const size of sizes) {
    const label = `${engine} × ${size.toLocaleString('en-GB')} products`;
    const db =
      engine === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: serverUrl, schema: `bench_${size}`, max: 4 })
        : await openDatabase({
            kind: 'pglite',
            dataDir: join(env.DATA_DIR, 'bench', `pglite-${size}`),
          });
    try {
      await migrate(db);
      await ensureCatalogue(db, size, label);
      const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
      const app = await buildApp({ db, dataDir, closeDatabase: false });
      await app.ready();
      const scenarios = await buildScenarios(db);
      for (const [operation, reqs] of Object.entries(scenarios)) {
        const times = await measure((req) => app.inject(req), reqs);
        const row = {
          engine,
          size,
          operation,
          n: times.length,
          p50: pct(times, 50),
          p95: pct(times, 95),
          budget: BUDGETS[operation],
        };
        results.push(row);
        console.log(
          `  ${label.padEnd(28)} ${operation.padEnd(22)} p50 ${fmt(row.p50)}  p95 ${fmt(row.p95)}`,
        );
      }
      await app.close();
    } finally {
      await db.close();
    }
  }
}

console.log('\nProduct API latency (ms, through app.inject)\n');
console.log('| engine | products | operation | requests | p50 | p95 | budget (100k, server) |');
console.log('| --- | ---: | --- | ---: | ---: | ---: | --- |');
for (const r of results) {
  const judged = r.engine === 'postgres' && r.size >= 100_000 && r.budget !== undefined;
  const verdict = judged ? `≤ ${r.budget} ${r.p95 <= (r.budget ?? 0) ? 'met' : 'MISSED'}` : '';
  console.log(
    `| ${r.engine} | ${r.size.toLocaleString('en-GB')} | ${r.operation} | ${r.n} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${verdict} |`,
  );
}

// -----------------------------------------------------------------------------------------------

async function probe(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (err) {
    return (err as Error).message || String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

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
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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

async function measure(inject: Inject, reqs: Request[]): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await inject(reqs[i % reqs.length] as Request);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const req = reqs[i % reqs.length] as Request;
    const started = performance.now();
    const res = await inject(req);
    times.push(performance.now() - started);
    if (res.statusCode !== 200)
      throw new Error(
        `${JSON.stringify(req)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
      );
  }
  return times;
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function fmt(ms: number): string {
  return ms.toFixed(1).padStart(6);
}
