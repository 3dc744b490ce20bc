import pg from 'pg';
import { conditionsLine, percentile } from '@lumen/bench/conditions';
import { getEnv } from '#src/config/env.ts';
import { openDatabase, type Database } from '#src/db/client.ts';

// The benchmarks' PostgreSQL server database: created when absent, named without its password.

/** Connects, creating the database when the server answers that it does not exist. */
export async function ensureServerDatabase(url: string): Promise<string | undefined> {
  const problem = await probe(url);
  if (!problem || problem.code !== '3D000') return problem?.message;
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`\n… created database ${name}`);
  } catch (err) {
    return `database ${name} is absent and could not be created: ${(err as Error).message}`;
  } finally {
    await client.end().catch(() => {});
  }
  return (await probe(url))?.message;
}

async function probe(url: string): Promise<{ message: string; code?: string } | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (err) {
    const e = err as Error & { code?: string };
    return { message: e.message || String(err), code: e.code };
  } finally {
    await client.end().catch(() => {});
  }
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

/** The `--name=value` options a benchmark was started with. */
export function benchArgs(): Map<string, string> {
  return new Map(
    process.argv.slice(2).flatMap((a) => {
      const m = /^--([^=]+)=(.*)$/.exec(a);
      return m ? [[m[1], m[2]] as [string, string]] : [];
    }),
  );
}

/** "p50 …, p95 …, max …" of a series of timings in milliseconds. */
export function timings(values: number[]): string {
  return `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
}

/**
 * Prints the start conditions, then opens a fresh `schema` on the benchmarks' PostgreSQL
 * server (BENCH_DATABASE_URL, DATABASE_URL, or lumen_bench on 127.0.0.1), dropping what an
 * earlier run left. Exits with the reason when the server cannot be reached.
 */
export async function openBenchSchema(
  schema: string,
  max: number,
): Promise<{ db: Database; serverUrl: string }> {
  const env = getEnv();
  const serverUrl =
    env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench';
  console.log(`\nConditions at start: ${conditionsLine()}`);
  const problem = await ensureServerDatabase(serverUrl);
  if (problem) {
    console.log(`\n✖ Cannot reach PostgreSQL (${redact(serverUrl)}): ${problem}`);
    process.exit(1);
  }
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl, max: 1 });
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.close();
  return { db: await openDatabase({ kind: 'postgres', url: serverUrl, schema, max }), serverUrl };
}
