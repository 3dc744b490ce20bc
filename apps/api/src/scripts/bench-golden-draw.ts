/**
 * pnpm bench:golden-draw — press-to-recorded-winner of a verifiable prize draw on the
 * PostgreSQL server (issue 14 point 2; docs/decisions/033). Seeds a golden ticket run with
 * --entries entrants (100,000 by default), then --runs times, one weekly draw period each (the
 * clock is passed in, a week apart): freeze the weekly pool (read the eligible serials, sort,
 * SHA-256, store the pool, audit) and draw it (lock, re-read the eligible serials to refuse a
 * pool that entries are missing from, CSPRNG, record the winner, the winners row and the audit
 * entry), timing each step and the whole. Each draw removes its winner, so the pools shrink by
 * one, as in the tool. The check (recompute the hash from the stored pool and the eligibility
 * at the freeze time) is timed too. A benchmark, not a test: it prints
 * figures with their conditions (machine, load average, a CPU reference timing from this run,
 * the SELECT 1 round trip) and exits 1 only when a check does not match or a draw repeats.
 *
 *   --entries=100000   entrants in the pool     --runs=5   freezes and draws timed
 *
 * Works in a fresh schema `bench_golden_draw` of BENCH_DATABASE_URL, DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/lumen_bench (created when absent). The figures are the
 * API's own functions on the server database, without HTTP: the route adds serialising the
 * pool's serials (also timed, as JSON.stringify of the answer).
 */
import { performance } from 'node:perf_hooks';
import { conditionsLine, cpuReference, loadAverage, percentile } from '@lumen/bench/conditions';
import { migrate } from '#src/db/migrate.ts';
import { createStaff } from '#src/modules/auth/create-staff.ts';
import { createPromotion } from '#src/modules/promotions/create-promotion.ts';
import { checkGoldenDraw } from '#src/modules/promotions/draw/check-golden-draw.ts';
import { drawGoldenWinner } from '#src/modules/promotions/draw/draw-golden-winner.ts';
import { freezeGoldenDraw } from '#src/modules/promotions/draw/freeze-golden-draw.ts';
import { issueSerials } from '#src/modules/promotions/issue-serials.ts';
import { benchArgs, openBenchSchema } from './bench-database.ts';

const args = benchArgs();
const entries = Number(args.get('entries') ?? 100_000);
const runs = Number(args.get('runs') ?? 5);
const SCHEMA = 'bench_golden_draw';
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

const { db } = await openBenchSchema(SCHEMA, 2);
let exitCode = 0;
const ms = (v: number) => `${v.toFixed(1)} ms`;
try {
  await migrate(db);
  const now = Date.now();
  // Opened `runs` weeks and a day ago: run r draws in week r + 1 (one weekly draw a week).
  const opensAt = new Date(now - runs * WEEK - 24 * HOUR);
  const promotion = await createPromotion(db.orm, {
    kind: 'golden-ticket',
    slug: 'bench-draw-run',
    opensAt,
    closesAt: new Date(now + 24 * HOUR),
    instantWinStartsAt: null,
    instantWinEndsAt: null,
    drawsEndAt: new Date(now + 48 * HOUR),
    prizes: {
      instant: { count: 0, value: 25 },
      weekly: { count: Math.max(15, runs), value: 100 },
      monthly: { count: 3, value: 500, dates: ['2030-01-01', '2030-02-01', '2030-03-01'] },
      star: { count: 1, value: 2500, date: '2030-03-02' },
      currency: ['EUR', 'GBP'],
    },
    limits: { maxValuePerEntrant: 2500, maxPrizes: Math.max(19, runs), maxTotalValue: 1_000_000 },
  });
  const seedStart = performance.now();
  await issueSerials(db.orm, promotion.id, entries);
  // Every serial entered once, an hour after the opening: the whole run is in the weekly pool.
  const enteredAt = new Date(opensAt.getTime() + HOUR).toISOString();
  await db.query(
    `INSERT INTO golden_entries
       (promotion_id, serial, first_name, last_name, email, marketing_consent_at, created_at)
     SELECT promotion_id, serial, 'Aoife', 'Byrne', 'entrant' || serial || '@example.ie',
            $2::timestamptz, $2::timestamptz
       FROM golden_serials WHERE promotion_id = $1`,
    [promotion.id, enteredAt],
  );
  await db.query(`UPDATE golden_serials SET used_at = $1::timestamptz`, [enteredAt]);
  const { account } = await createStaff(
    db.orm,
    { userName: 'bench-admin', displayName: 'Bench admin', role: 'admin' },
    { actorId: null, clientAddress: null },
  );
  await db.query('VACUUM ANALYZE');
  console.log(
    `Seeded ${entries.toLocaleString('en-GB')} entries in ${ms(performance.now() - seedStart)}`,
  );

  const roundTrip: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await db.query('SELECT 1');
    roundTrip.push(performance.now() - t0);
  }

  const actor = { actorId: account.id, clientAddress: null };
  const rows: { freeze: number; json: number; draw: number; total: number; check: number }[] = [];
  const winners = new Set<string>();
  for (let run = 0; run < runs; run++) {
    const at = new Date(opensAt.getTime() + run * WEEK + 2 * HOUR);
    const t0 = performance.now();
    const pool = await freezeGoldenDraw(db.orm, 'weekly', actor, at);
    const t1 = performance.now();
    JSON.stringify(pool);
    const t2 = performance.now();
    const won = await drawGoldenWinner(
      db.orm,
      { draw: 'weekly', drawNumber: pool.drawNumber },
      actor,
      undefined,
      new Date(at.getTime() + 1000),
    );
    const t3 = performance.now();
    const check = await checkGoldenDraw(db.orm, pool.drawNumber);
    const t4 = performance.now();
    if (!check.matches || winners.has(won.serialNumber) || pool.poolSize !== entries - run) {
      console.log(`✖ run ${run + 1}: check ${check.matches}, pool ${pool.poolSize}`);
      exitCode = 1;
    }
    winners.add(won.serialNumber);
    rows.push({
      freeze: t1 - t0,
      json: t2 - t1,
      draw: t3 - t2,
      total: t3 - t0 - (t2 - t1),
      check: t4 - t3,
    });
    console.log(
      `run ${run + 1}: pool ${pool.poolSize.toLocaleString('en-GB')}, freeze+hash ${ms(t1 - t0)}, ` +
        `draw+record ${ms(t3 - t2)}, press-to-recorded-winner ${ms(t3 - t0 - (t2 - t1))}, ` +
        `JSON of the pool ${ms(t2 - t1)}, check ${ms(t4 - t3)}`,
    );
  }
  const median = (k: keyof (typeof rows)[number]) =>
    ms(
      percentile(
        rows.map((r) => r[k]),
        50,
      ),
    );
  const worst = (k: keyof (typeof rows)[number]) => ms(Math.max(...rows.map((r) => r[k])));
  console.log(`\nGolden ticket draw over ${entries.toLocaleString('en-GB')} entries, ${runs} runs`);
  console.log(
    `  press-to-recorded-winner (freeze, hash, store pool, draw, record): median ${median('total')}, max ${worst('total')}`,
  );
  console.log(
    `  of which freeze + hash: median ${median('freeze')}; draw + record: median ${median('draw')}`,
  );
  console.log(
    `  JSON of the pool answer: median ${median('json')}; check: median ${median('check')}`,
  );
  console.log(`  SELECT 1 round trip: median ${ms(percentile(roundTrip, 50))}`);
  console.log(`  load average ${loadAverage()}; CPU reference ${cpuReference().toFixed(1)} ms`);
} finally {
  await db.close();
}
console.log(`\nConditions at end: ${conditionsLine()}`);
process.exitCode = exitCode;
