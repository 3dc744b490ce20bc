/**
 * pnpm --filter @lumen/api bench:loyalty-approvals — the invoice approval queue at 10,000
 * pending invoices on the PostgreSQL server (issue 14 point 5; docs/decisions/034):
 * GET /admin/invoice-queue (first and last page, a date range) with its per-row fraud signals,
 * the history, the search and the reward claims queue, and one decision. A benchmark, not a
 * test: it prints figures and their conditions (load average, a CPU reference timing).
 * Requests go over HTTP on loopback to the API in this process, one at a time, as an admin.
 *
 *   --pending=10000   --runs=50
 *
 * PostgreSQL: a fresh schema `bench_loyalty` in BENCH_DATABASE_URL, DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/lumen_bench (created when absent), dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { conditionsLine, percentile } from '@lumen/bench/conditions';
import { STAFF_CONSOLE_HEADER } from '@lumen/validation';
import { buildApp } from '#src/app.ts';
import { migrate } from '#src/db/migrate.ts';
import { createSession } from '#src/modules/auth/create-session.ts';
import { createStaff } from '#src/modules/auth/create-staff.ts';
import { benchArgs, openBenchSchema, redact, timings } from './bench-database.ts';

const args = benchArgs();
const pending = Number(args.get('pending') ?? 10_000);
const runs = Number(args.get('runs') ?? 50);
const SCHEMA = 'bench_loyalty';
const ORIGIN = 'http://localhost:3001';

const ms = timings;
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const { db, serverUrl } = await openBenchSchema(SCHEMA, 10);
const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-loyalty-'));

try {
  await migrate(db);
  const seedStart = performance.now();
  await seedLoyalty(pending);
  console.log(
    `\nSeeded ${pending.toLocaleString('en')} pending and ${(pending / 2).toLocaleString('en')} decided invoices (1 in 50 reusing a number, 1 in 70 a file), 2,000 customers, ${pending.toLocaleString('en')} claims in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${redact(serverUrl)}, schema ${SCHEMA}`,
  );

  const { account } = await createStaff(
    db.orm,
    { userName: 'bench', displayName: 'Bench', role: 'admin' },
    { actorId: null, clientAddress: null },
  );
  const { id: sessionId } = await createSession(db.orm, account.id, {
    clientAddress: '127.0.0.1',
    userAgent: 'bench',
  });
  const cookie = `lumen_staff=${sessionId}`;
  const app = await buildApp({ db, dataDir, closeDatabase: false, adminOrigin: ORIGIN });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const get = async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, {
      headers: { cookie, [STAFF_CONSOLE_HEADER.name]: STAFF_CONSOLE_HEADER.value },
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body}`);
    return { elapsed: performance.now() - t0, body };
  };
  const p95s: number[] = [];
  const time = async (label: string, path: string) => {
    const first = await get(path); // warm-up: connections, plans
    const values: number[] = [];
    for (let i = 0; i < runs; i++) values.push((await get(path)).elapsed);
    const parsed = JSON.parse(first.body) as { totalElements: number; content: unknown[] };
    console.log(
      `  ${label.padEnd(44)} ${ms(values)}  (${parsed.content.length} rows of ${parsed.totalElements})`,
    );
    p95s.push(percentile(values, 95));
    return { values, parsed };
  };

  try {
    const roundTrip: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await db.query('SELECT 1');
      roundTrip.push(performance.now() - t0);
    }
    console.log(`\nOver HTTP, one request at a time, ${runs} runs each after a warm-up`);
    console.log(`  ${'SELECT 1 round trip'.padEnd(44)} ${ms(roundTrip)}`);
    console.log('GET /admin/invoice-queue (pending, 50 a page, fraud signals per row)');
    const { parsed } = await time('no filter, page 0', '/admin/invoice-queue?page=0&size=50');
    const last = Math.ceil(pending / 50) - 1;
    await time(`no filter, last page (${last})`, `/admin/invoice-queue?page=${last}&size=50`);
    await time(
      'last 30 days, page 0',
      `/admin/invoice-queue?StartDate=${day(30)}&EndDate=${day(0)}&page=0&size=50`,
    );
    console.log('GET /admin/invoice-history and /admin/invoice-search, claims');
    await time('history, page 0', '/admin/invoice-history?page=0&size=50');
    await time('search e-mail "customer17@"', '/admin/invoice-search/customer17%40');
    await time('search number "INV-0004242"', '/admin/invoice-search/INV-0004242');
    await time('claims queue, page 0', '/admin/claims-queue?page=0&size=50');
    const worst = Math.max(...p95s);
    console.log(
      `  worst p95 ${worst.toFixed(1)} ms (goal ≤ 100 ms): ${worst <= 100 ? 'met' : 'NOT met'}`,
    );

    const rows = parsed.content as { invoiceDocumentId: string; customerId: number }[];
    const decisions: number[] = [];
    for (const row of rows.slice(0, 20)) {
      const t0 = performance.now();
      const res = await fetch(`${base}/admin/invoice-action`, {
        method: 'POST',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({
          invoiceDocumentId: row.invoiceDocumentId,
          customerID: row.customerId,
          points: 120,
          approve: true,
        }),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`invoice-action answered ${res.status}`);
      decisions.push(performance.now() - t0);
    }
    console.log(`POST /admin/invoice-action (20 approvals)     ${ms(decisions)}`);
  } finally {
    await app.close();
  }
} finally {
  await db.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nConditions at end: ${conditionsLine()}`);

/** Invoices, customers and claims in SQL on the server (fast), then VACUUM ANALYZE. */
async function seedLoyalty(n: number): Promise<void> {
  const raw = db.withoutStatementTimeout();
  await raw.query(
    `INSERT INTO loyalty_customers (email, country, points_balance)
     SELECT 'customer' || i || '@trade' || (i % 40) || '.example', CASE WHEN i % 2 = 0 THEN 'ireland' ELSE 'uk' END, (i % 20) * 100
       FROM generate_series(1, 2000) AS i`,
  );
  // Pending: the newest n, about 100 a day; decided: n / 2 older ones. One in 50 reuses
  // another's number, one in 70 another's file.
  await raw.query(
    `INSERT INTO loyalty_invoices (customer_id, invoice_number, vendor_name, created_at, storage_key,
       content_type, size_bytes, content_sha256, points, approved, decided_at)
     SELECT 1 + (i * 7919) % 2000,
            'INV-' || lpad((CASE WHEN i % 50 = 0 THEN i - 1 ELSE i END)::text, 7, '0'),
            (ARRAY['Lumen Direct', 'Electric Wholesale Ltd', 'Kellihers Electrical', 'City Electrical Factors'])[1 + i % 4],
            now() - make_interval(mins => i * 14),
            'loyalty/bench/' || i || '.pdf', 'application/pdf', 48213,
            encode(sha256(convert_to((CASE WHEN i % 70 = 0 THEN i - 1 ELSE i END)::text, 'UTF8')), 'hex'),
            CASE WHEN i % 4 = 0 THEN 200 ELSE 100 END,
            CASE WHEN i <= $1 THEN NULL ELSE i % 3 <> 0 END,
            CASE WHEN i <= $1 THEN NULL ELSE now() - make_interval(mins => i * 14 - 60) END
       FROM generate_series(1, $1 + $1 / 2) AS i`,
    [n],
  );
  await raw.query(
    `INSERT INTO loyalty_reward_claims (customer_id, created_at, offer_value, acquisition_cost, points_required, approved, decided_at)
     SELECT 1 + (i * 104729) % 2000, now() - make_interval(mins => i * 13),
            (ARRAY[10, 25, 50, 100])[1 + i % 4], (ARRAY[8.5, 21.25, 42.5, 85])[1 + i % 4],
            (ARRAY[100, 250, 500, 1000])[1 + i % 4],
            CASE WHEN i % 5 = 0 THEN i % 2 = 0 END,
            CASE WHEN i % 5 = 0 THEN now() - make_interval(mins => i * 13 - 30) END
       FROM generate_series(1, $1) AS i`,
    [n],
  );
  // What autovacuum does soon after a bulk load: statistics and the visibility map.
  for (const table of ['loyalty_customers', 'loyalty_invoices', 'loyalty_reward_claims'])
    await raw.query(`VACUUM ANALYZE ${table}`);
}
