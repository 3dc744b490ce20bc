import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireLock } from './lock.ts';
import * as schema from './schema.ts';

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. initdb writes 128MB, and every
 * page of it that is touched stays resident (Wasm memory never shrinks). PGlite reads its files
 * through the OS, whose page cache already keeps them, so a large cache here only doubles the
 * memory: 16MB cut the API's resident size at rest by about 120 MB (ADR 013).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * One handle over either engine. `query` is the fast path for hand-written SQL (search,
 * facets); `orm` is Drizzle for everything else. Both engines speak the same SQL, so the
 * migrations and queries are shared.
 */
export type Database = {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Runs a multi-statement script (migrations). */
  exec(script: string): Promise<void>;
  /**
   * The same database without the statement timeout, for migrations and seeding, whose
   * statements may rightly run long. Closing it does nothing: it shares this handle's pool.
   */
  withoutStatementTimeout(): Database;
  close(): Promise<void>;
};

export type QueryOptions = {
  /**
   * Prepare the statement once per server connection (named after its text), so later calls
   * skip parsing and planning: half the server's CPU for a small listing. Only for statements
   * whose text comes from a small fixed set, since a connection keeps every statement it has
   * prepared. PGlite ignores it.
   */
  prepare?: boolean;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      max?: number;
      /** Server-side statement_timeout of every pooled connection (0 or absent: none). */
      statementTimeoutMs?: number;
    }
  | {
      kind: 'pglite';
      dataDir?: string /* omitted: in memory */;
      /**
       * An in-memory database starts from this dump (PGlite's dumpDataDir) instead of running
       * initdb: the test suite migrates once and starts every file's database from the copy.
       */
      snapshot?: Blob;
    };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.max ?? 10,
      // JIT compiles a plan whose estimated cost passes jit_above_cost (100,000 by default): tens
      // of milliseconds for queries that run in one or two, so this API never wants it. A private
      // schema lets parallel test files share one server without seeing each other.
      options: [
        '-c jit=off',
        ...(opts.schema ? [`-c search_path=${opts.schema},public`] : []),
      ].join(' '),
      // Sent in the startup packet, so the server itself cancels a runaway query (57014) and
      // frees the connection; a client-side timer would leave the query running (ADR 011).
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    if (opts.schema) {
      const c = await pool.connect();
      try {
        await c.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
      } finally {
        c.release();
      }
    }
    const db: Database = {
      kind: 'postgres',
      orm: drizzlePg(pool, { schema }) as unknown as Orm,
      query: async (text, params, options) =>
        (options?.prepare
          ? await pool.query({ name: statementName(text), text, values: params as unknown[] })
          : await pool.query(text, params as unknown[])
        ).rows,
      exec: async (script) => {
        await pool.query(script);
      },
      withoutStatementTimeout: () => (opts.statementTimeoutMs ? unbounded : db),
      close: () => pool.end(),
    };
    // Each call borrows a connection, lifts the timeout for it alone, and RESETs it to the
    // connection's startup value before handing it back to the pool.
    const unboundedly = async <T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> => {
      const c = await pool.connect();
      try {
        await c.query('SET statement_timeout = 0');
        return await fn(c);
      } finally {
        await c.query('RESET statement_timeout').catch(() => {});
        c.release();
      }
    };
    const unbounded: Database = {
      ...db,
      query: (text, params) =>
        unboundedly(async (c) => (await c.query(text, params as unknown[])).rows),
      exec: (script) =>
        unboundedly(async (c) => {
          await c.query(script);
        }),
      withoutStatementTimeout: () => unbounded,
      close: async () => {},
    };
    return db;
  }

  let release = () => {};
  let dataDir: string | undefined;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    release = acquireLock(join(opts.dataDir, 'lumen.lock'));
    dataDir = join(opts.dataDir, 'pglite');
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.snapshot && !dataDir ? { loadDataDir: opts.snapshot } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  // PGlite runs the engine on this thread with no timer signals, so it has no statement
  // timeout; the request timeout and the in-flight cap bound it instead (ADR 011).
  const db: Database = {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
    query: async (text, params) => (await client.query(text, params)).rows as never,
    exec: async (script) => {
      await client.exec(script);
    },
    withoutStatementTimeout: () => db,
    close: async () => {
      await client.close();
      release();
    },
  };
  snapshots.set(db, () => client.dumpDataDir('none'));
  return db;
}

const snapshots = new WeakMap<Database, () => Promise<Blob>>();

/** A copy of an in-memory PGlite database, to open others from (DatabaseOptions.snapshot). */
export async function snapshotDatabase(db: Database): Promise<Blob> {
  const dump = snapshots.get(db);
  if (!dump) throw new Error('Only a PGlite database can be copied this way');
  return dump();
}

const statementNames = new Map<string, string>();

/** A server-side statement name for a text: the same text always gets the same name. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `lumen_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}
