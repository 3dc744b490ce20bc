/**
 * pnpm --filter @lumen/api bench:garden-lists — the garden promo and campaign invoice lists
 * (issue 14 points 4 and 7; docs/decisions/035) at 100,000 rows each on the PostgreSQL server:
 * GET /admin/garden-promo-details and GET /loyalty/get-documents-for-campaign with the default
 * and a one-month range, first and deep pages, and the campaign CSV of every row. A benchmark,
 * not a test: it prints figures and their conditions. One request at a time over loopback, as a
 * signed-in super admin.
 *
 *   --rows=100000   --runs=50
 *
 * PostgreSQL: a fresh schema `bench_garden_lists` in BENCH_DATABASE_URL, DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/lumen_bench (created when absent), dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { conditionsLine } from '@lumen/bench/conditions';
import { gardenPromoDefaultStart, STAFF_CONSOLE_HEADER } from '@lumen/validation';
import { buildApp } from '#src/app.ts';
import { migrate } from '#src/db/migrate.ts';
import { createSession } from '#src/modules/auth/create-session.ts';
import { createStaff } from '#src/modules/auth/create-staff.ts';
import { benchArgs, openBenchSchema, redact, timings } from './bench-database.ts';

const args = benchArgs();
const rows = Number(args.get('rows') ?? 100_000);
const runs = Number(args.get('runs') ?? 50);
const SCHEMA = 'bench_garden_lists';
const ORIGIN = 'http://localhost:3001';

const ms = timings;
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const { db, serverUrl } = await openBenchSchema(SCHEMA, 10);
const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-garden-lists-'));

try {
  await migrate(db);
  const seedStart = performance.now();
  // Every entry belongs to a garden promo run (migration 0017); the lists do not read it.
  const [garden] = await db.query<{ id: number }>(
    `INSERT INTO promotions (kind, slug, opens_at, closes_at, draws_end_at, prizes, limits)
     VALUES ('garden-promo', 'bench-garden', now() - interval '500 days', now(), now(), '{}', '{}')
     RETURNING id`,
  );
  // Spread over 400 days back from yesterday; the bytes are not read by these routes.
  await db.query(
    `INSERT INTO garden_promo_entries
       (promotion_id, invoice_document_id, created_at, first_name, last_name, email,
        invoice_number, points, storage_key, content_type, size_bytes)
     SELECT $2, 'B' || lpad(i::text, 11, '0'),
            now() - interval '1 day' - (i * interval '400 days') / $1,
            'First' || (i % 97), 'Last' || (i % 89), 'bench' || i || '@garden.example',
            'INV-' || i, CASE WHEN i % 3 = 0 THEN 200 ELSE 100 END,
            'bench/garden-' || i || '.pdf', 'application/pdf', 1000
       FROM generate_series(1, $1) AS i`,
    [rows, garden!.id],
  );
  const [promo] = await db.query<{ id: number }>(
    `INSERT INTO promotions (kind, slug, opens_at, closes_at, draws_end_at, prizes, limits)
     VALUES ('invoice-upload', 'bench-invoices', now() - interval '500 days', now(), now(), '{}', '{}')
     RETURNING id`,
  );
  await db.query(
    `INSERT INTO campaign_invoice_documents
       (promotion_id, created_at, first_name, last_name, company_name, email, storage_key,
        content_type, size_bytes, gdpr_consent_at)
     SELECT $2, now() - interval '1 day' - (i * interval '400 days') / $1, 'First' || (i % 97),
            'Last' || (i % 89), 'Company ' || (i % 50), 'bench' || i || '@invoice.example',
            'bench/invoice-' || i || '.png', 'image/png', 1000,
            CASE WHEN i % 2 = 0 THEN now() END
       FROM generate_series(1, $1) AS i`,
    [rows, promo!.id],
  );
  await db.query('ANALYZE garden_promo_entries; ANALYZE campaign_invoice_documents');
  console.log(
    `\nSeeded ${rows.toLocaleString('en')} garden promo entries and ${rows.toLocaleString('en')} campaign invoices over 400 days in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${redact(serverUrl)}, schema ${SCHEMA}`,
  );

  const { account } = await createStaff(
    db.orm,
    { userName: 'bench', displayName: 'Bench', role: 'super-admin' },
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
    // The exports are audited, so they are POSTs from the console's origin; reads carry its header.
    const res = await fetch(`${base}${path}`, {
      ...(path.includes('/export')
        ? { method: 'POST', headers: { cookie, origin: ORIGIN } }
        : { headers: { cookie, [STAFF_CONSOLE_HEADER.name]: STAFF_CONSOLE_HEADER.value } }),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body}`);
    return { elapsed: performance.now() - t0, body };
  };
  const time = async (label: string, path: string, times = runs) => {
    const first = await get(path);
    const values: number[] = [];
    for (let i = 0; i < times; i++) values.push((await get(path)).elapsed);
    const found = path.includes('/export')
      ? `${first.body.split('\r\n').length - 2} rows`
      : `${(JSON.parse(first.body) as { totalElements: number }).totalElements} match`;
    console.log(`  ${label.padEnd(40)} ${ms(values)}  (${found})`);
  };

  try {
    const roundTrip: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await db.query('SELECT 1');
      roundTrip.push(performance.now() - t0);
    }
    console.log(`\nOver HTTP, one request at a time, ${runs} runs each after a warm-up`);
    console.log(`  ${'SELECT 1 round trip'.padEnd(40)} ${ms(roundTrip)}`);
    const today = day(0);
    const month = `startDate=${day(30)}&endDate=${today}`;
    const garden = (q: string) => `/admin/garden-promo-details?${q}`;
    console.log('GET /admin/garden-promo-details (50 a page)');
    const defaults = `startDate=${gardenPromoDefaultStart(today)}&endDate=${today}`;
    await time('default range, page 0', garden(`${defaults}&page=0&size=50`));
    await time('default range, page 100', garden(`${defaults}&page=100&size=50`));
    await time('last 30 days, page 0', garden(`${month}&page=0&size=50`));
    const camp = (q: string) => `/loyalty/get-documents-for-campaign${q}`;
    const campMonth = `StartDate=${day(30)}&EndDate=${today}`;
    console.log('GET /loyalty/get-documents-for-campaign (50 a page)');
    await time('no filter, page 0', camp('?page=0&size=50'));
    await time('no filter, page 100', camp('?page=100&size=50'));
    await time('last 30 days, page 0', camp(`?${campMonth}&page=0`));
    console.log('POST /loyalty/get-documents-for-campaign/export (CSV, 3 runs)');
    await time('last 30 days', camp(`/export?${campMonth}`), 3);
    await time('every row', camp('/export'), 3);
  } finally {
    await app.close();
  }
  console.log(`\nConditions at end: ${conditionsLine()}`);
} finally {
  await db.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
