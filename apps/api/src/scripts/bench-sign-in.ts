/**
 * pnpm --filter @lumen/api bench:sign-in — what a staff sign-in costs (issue 13, "Measured"):
 * one argon2id verification (m=19456 KiB, t=2, p=1) on its own, then whole POST /auth/sign-in
 * requests over HTTP on loopback (the API listening on a port, one request at a time), and the
 * verification's share of them. Also the failed sign-ins, for a known name (wrong password)
 * and an unknown one (a dummy hash is verified), which should take the same time.
 * A benchmark, not a test: it prints figures and their conditions.
 *
 *   --runs=30   requests per kind     --engines=pglite,postgres
 *
 * PostgreSQL: a fresh schema `bench_sign_in` in BENCH_DATABASE_URL, DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/lumen_bench (created when absent).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { conditionsLine, percentile } from '@lumen/bench/conditions';
import { buildApp } from '#src/app.ts';
import { getEnv } from '#src/config/env.ts';
import { openDatabase, type Database } from '#src/db/client.ts';
import { migrate } from '#src/db/migrate.ts';
import { createStaff } from '#src/modules/auth/create-staff.ts';
import { hashPassword, verifyPassword } from '#src/modules/auth/passwords.ts';
import { ensureServerDatabase, redact } from './bench-database.ts';

const args = new Map(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([^=]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]] as [string, string]] : [];
  }),
);
const runs = Number(args.get('runs') ?? 30);
const engines = (args.get('engines') ?? 'pglite,postgres').split(',');
const SCHEMA = 'bench_sign_in';
const ORIGIN = 'http://localhost:3001';

const env = getEnv();
const serverUrl =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench';

const ms = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

console.log(`\nConditions at start: ${conditionsLine()}`);

// One verification alone: the work every sign-in does, right or wrong.
const password = 'correct horse battery staple';
const stored = await hashPassword(password);
const hashMs: number[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  await hashPassword(password);
  hashMs.push(performance.now() - t0);
}
if (!(await verifyPassword(stored, password))) throw new Error('the hash does not verify');
const verifyMs: number[] = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const ok = await verifyPassword(stored, password);
  verifyMs.push(performance.now() - t0);
  if (!ok) throw new Error('the hash does not verify');
}
console.log(`\nargon2id (${stored.split('$').slice(1, 4).join(' ')}), ${runs} runs`);
console.log(`  verify: ${ms(verifyMs)}`);
console.log(`  hash (account created or reset), 5 runs: ${ms(hashMs)}`);

async function measure(engine: string, db: Database): Promise<void> {
  await migrate(db);
  const { password: staffPassword } = await createStaff(
    db.orm,
    { userName: 'bench', displayName: 'Bench', role: 'admin' },
    { actorId: null, clientAddress: null },
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-sign-in-'));
  // One proxy hop from loopback, so each request can name its own client address: the
  // per-client limits (30 requests a minute, 10 failures) never refuse a measured request.
  const app = await buildApp({
    db,
    dataDir,
    closeDatabase: false,
    adminOrigin: ORIGIN,
    trustProxy: { hops: 1, addresses: ['loopback'] },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const roundTrip: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    await db.query('SELECT 1');
    roundTrip.push(performance.now() - t0);
  }
  let client = 0;
  const post = async (userName: string, pass: string, expected: number) => {
    client++;
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/auth/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': `10.9.${client >> 8}.${client & 255}`,
      },
      body: JSON.stringify({ userName, password: pass }),
    });
    await res.arrayBuffer();
    const elapsed = performance.now() - t0;
    if (res.status !== expected) throw new Error(`sign-in answered ${res.status}`);
    return elapsed;
  };
  try {
    await post('bench', staffPassword, 200); // warm-up: connections, prepared statements
    const ok: number[] = [];
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < runs; i++) {
      ok.push(await post('bench', staffPassword, 200));
      // Under the account's 10 failures a window: each success forgives them.
      wrong.push(await post('bench', 'not the password', 401));
      unknown.push(await post(`nobody-${i}`, 'not the password', 401));
    }
    const share = (percentile(verifyMs, 50) / percentile(ok, 50)) * 100;
    console.log(`\nPOST /auth/sign-in over HTTP, ${engine}, ${runs} each, one at a time`);
    console.log(`  SELECT 1 round trip:       ${ms(roundTrip)}`);
    console.log(`  success (cookie set):      ${ms(ok)}`);
    console.log(`  wrong password (401):      ${ms(wrong)}`);
    console.log(`  unknown user name (401):   ${ms(unknown)}`);
    console.log(
      `  one verification is ${share.toFixed(0)} % of a successful sign-in (p50 ${percentile(verifyMs, 50).toFixed(1)} of ${percentile(ok, 50).toFixed(1)} ms)`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (engines.includes('pglite')) {
  const db = await openDatabase({ kind: 'pglite' });
  try {
    await measure('PGlite (in memory)', db);
  } finally {
    await db.close();
  }
}

if (engines.includes('postgres')) {
  const problem = await ensureServerDatabase(serverUrl);
  if (problem) {
    console.log(`\n✖ Cannot measure PostgreSQL (${redact(serverUrl)}): ${problem}`);
  } else {
    const admin = await openDatabase({ kind: 'postgres', url: serverUrl, max: 1 });
    await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await admin.close();
    const db = await openDatabase({ kind: 'postgres', url: serverUrl, schema: SCHEMA, max: 4 });
    try {
      await measure(`PostgreSQL (${redact(serverUrl)}, schema ${SCHEMA})`, db);
      await db.query(`DROP SCHEMA ${SCHEMA} CASCADE`);
    } finally {
      await db.close();
    }
  }
}

console.log(`\nConditions at end: ${conditionsLine()}`);
