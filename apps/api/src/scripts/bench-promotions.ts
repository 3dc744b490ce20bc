/**
 * pnpm bench:promotions — golden ticket entries per second on the PostgreSQL server (issue 11,
 * "Measured"): the API listens on a port and autocannon drives POST
 * /promotions/golden-ticket/golden-customer-entry over --connections keep-alive connections,
 * each request with a serial of its own and a client address of its own (so the rate limit is
 * checked as in production but never refuses). A benchmark, not a test: it prints figures,
 * then checks the invariants and exits 1 only when one is broken (a serial used twice, a
 * moment awarded twice, wins the database does not hold) or nothing could be measured.
 *
 *   --connections=50   concurrent clients      --amount=20000   entries sent
 *   --pool=10          database connections    --moments=380    winning moments due during the run
 *
 * Each run starts from a fresh schema `bench_promotions` in BENCH_DATABASE_URL, DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/lumen_bench (created when absent). Every figure comes with
 * its conditions: machine, load average, a CPU reference timing, the SELECT 1 round trip, and
 * where the time went: CPU per entry of the API (a child process, bench-promotions-api.ts), of
 * this process (the load generator) and of the PostgreSQL server, from /proc.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { conditionsLine, percentile } from '@lumen/bench/conditions';
import { cpuPerRequest, cpuSnapshot, type ProcStat } from '@lumen/bench/proc-cpu';
import { getEnv } from '#src/config/env.ts';
import { openDatabase } from '#src/db/client.ts';
import { migrate } from '#src/db/migrate.ts';
import { createPromotion } from '#src/modules/promotions/create-promotion.ts';
import { createWinningMoments } from '#src/modules/promotions/create-winning-moments.ts';
import { issueSerials } from '#src/modules/promotions/issue-serials.ts';
import { ensureServerDatabase, redact } from './bench-database.ts';

const args = new Map(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([^=]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]] as [string, string]] : [];
  }),
);
const connections = Number(args.get('connections') ?? 50);
const amount = Number(args.get('amount') ?? 20_000);
const poolSize = Number(args.get('pool') ?? 10);
const momentCount = Number(args.get('moments') ?? 380);
const SCHEMA = 'bench_promotions';
/** Entries one client address makes: under the route's limit, as a shop counter would. */
const ENTRIES_PER_ADDRESS = 10;
const HOUR = 3_600_000;

const env = getEnv();
const serverUrl =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench';

console.log(`\nConditions at start: ${conditionsLine()}`);
const problem = await ensureServerDatabase(serverUrl);
if (problem) {
  console.log(`\n✖ Cannot measure PostgreSQL (${redact(serverUrl)}): ${problem}`);
  process.exit(1);
}

const admin = await openDatabase({ kind: 'postgres', url: serverUrl, max: 1 });
await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
await admin.query(`CREATE SCHEMA ${SCHEMA}`);
await admin.close();

// This process prepares the run and generates the load; the API gets the pool of its own.
const db = await openDatabase({ kind: 'postgres', url: serverUrl, schema: SCHEMA, max: 2 });
let exitCode = 0;
let api: ChildProcess | undefined;
try {
  await migrate(db);
  const now = Date.now();
  const promotion = await createPromotion(db.orm, {
    kind: 'golden-ticket',
    slug: 'bench-run',
    opensAt: new Date(now - 24 * HOUR),
    closesAt: new Date(now + 24 * HOUR),
    instantWinStartsAt: new Date(now - 24 * HOUR),
    instantWinEndsAt: new Date(now + 24 * HOUR),
    drawsEndAt: new Date(now + 48 * HOUR),
    prizes: {
      instant: { count: momentCount, value: 25 },
      weekly: { count: 15, value: 100 },
      monthly: { count: 3, value: 500, dates: ['2030-01-01', '2030-02-01', '2030-03-01'] },
      star: { count: 1, value: 2500, date: '2030-03-02' },
      currency: ['EUR', 'GBP'],
    },
    limits: { maxValuePerEntrant: 2500, maxPrizes: momentCount + 19, maxTotalValue: 1_000_000 },
  });
  const serials = await issueSerials(db.orm, promotion.id, amount);
  // Moments fall due across the first seconds of the run, so entries race for them.
  await createWinningMoments(db.orm, {
    promotionId: promotion.id,
    count: momentCount,
    value: 25,
    from: new Date(now - 60_000),
    to: new Date(now + 5_000),
  });
  await db.query('VACUUM ANALYZE');

  const roundTrip: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await db.query('SELECT 1');
    roundTrip.push(performance.now() - t0);
  }

  // Forked with this process's node flags (the tsx loader, and --cpu-prof when profiling).
  api = fork(
    fileURLToPath(new URL('./bench-promotions-api.ts', import.meta.url)),
    [serverUrl, SCHEMA, String(poolSize)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const child = api;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) early`)));
  });

  let next = 0;
  let wins = 0;
  const statuses = new Map<number, number>();
  const groups = {
    API: (p: ProcStat) => p.pid === child.pid,
    PostgreSQL: (p: ProcStat) => p.comm === 'postgres',
    'load generator': (p: ProcStat) => p.pid === process.pid,
  };
  const cpuBefore = cpuSnapshot(groups);
  const started = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        path: '/promotions/golden-ticket/golden-customer-entry',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = next++;
          const client = Math.floor(i / ENTRIES_PER_ADDRESS);
          return {
            ...req,
            headers: {
              ...req.headers,
              'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
            },
            body: JSON.stringify({
              firstname: 'Aoife',
              lastname: 'Byrne',
              email: `entrant${i}@example.ie`,
              goldenSerialNumber: serials[i % serials.length],
              marketingAgreement: true,
            }),
          };
        },
        onResponse: (status, body) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 200 && body.includes('"win":true')) wins++;
        },
      },
    ],
  });
  const wallMs = performance.now() - started;
  const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(groups), statuses.get(200) ?? 0);
  api.send('close');
  await once(api, 'exit');
  api = undefined;

  const [check] = await db.query<{
    entries: number;
    serials: number;
    used: number;
    claimed: number;
    winners: number;
  }>(
    `SELECT (SELECT count(*)::int FROM golden_entries) AS entries,
            (SELECT count(DISTINCT serial)::int FROM golden_entries) AS serials,
            (SELECT count(*)::int FROM golden_serials WHERE used_at IS NOT NULL) AS used,
            (SELECT count(*)::int FROM winning_moments WHERE entry_id IS NOT NULL) AS claimed,
            (SELECT count(DISTINCT entry_id)::int FROM winning_moments WHERE entry_id IS NOT NULL) AS winners`,
  );
  const ok = statuses.get(200) ?? 0;
  const perSecond = (ok / wallMs) * 1000;

  console.log(`\nGolden ticket entries on PostgreSQL (${redact(serverUrl)}, schema ${SCHEMA})`);
  console.log(
    `  ${connections} connections, ${amount.toLocaleString('en-GB')} entries, pool ${poolSize}, ${momentCount} moments due during the run`,
  );
  console.log(
    `  SELECT 1 round trip: p50 ${percentile(roundTrip, 50).toFixed(2)} ms, p95 ${percentile(roundTrip, 95).toFixed(2)} ms`,
  );
  console.log(
    `\n  entries accepted per second: ${perSecond.toFixed(0)} (${ok.toLocaleString('en-GB')} in ${(wallMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  latency (ms): p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  console.log(
    `  statuses: ${[...statuses].map(([s, n]) => `${s} × ${n}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(`  where the time goes, CPU ms per accepted entry: ${cpu}`);
  console.log(
    `\n  invariants: ${check!.entries} entries, ${check!.serials} distinct serials, ${check!.used} serials used; ${check!.claimed} moments claimed by ${check!.winners} entries; ${wins} win answers`,
  );
  const broken: string[] = [];
  if (check!.entries !== check!.serials) broken.push('a serial was entered twice');
  if (check!.used !== check!.entries) broken.push('used serials and entries differ');
  if (check!.claimed !== check!.winners) broken.push('an entry holds two moments');
  if (wins !== check!.claimed) broken.push('the answers and the database disagree on wins');
  if (check!.claimed > momentCount) broken.push('more wins than moments');
  if (ok !== check!.entries) broken.push('accepted answers and stored entries differ');
  console.log(
    broken.length
      ? `  ✖ ${broken.join('; ')}`
      : '  ✔ no serial used twice, no moment awarded twice',
  );
  if (broken.length) exitCode = 1;
} finally {
  api?.kill();
  await db.close();
}
console.log(`\nConditions at end: ${conditionsLine()}`);
process.exitCode = exitCode;
