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
  | { kind: 'postgres'; url: string; schema?: string; max?: number }
  | { kind: 'pglite'; dataDir?: string /* omitted: in memory */ };

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
    });
    if (opts.schema) {
      const c = await pool.connect();
      try {
        await c.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
      } finally {
        c.release();
      }
    }
    return {
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
      close: () => pool.end(),
    };
  }

  let release = () => {};
  let dataDir: string | undefined;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    release = acquireLock(join(opts.dataDir, 'lumen.lock'));
    dataDir = join(opts.dataDir, 'pglite');
  }
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
    query: async (text, params) => (await client.query(text, params)).rows as never,
    exec: async (script) => {
      await client.exec(script);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
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
