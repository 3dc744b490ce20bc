import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '#src/app.ts';
import { openDatabase, type Database } from '#src/db/client.ts';
import { migrate } from '#src/db/migrate.ts';
import { seed } from '#src/seed/seed.ts';

/**
 * A real, migrated database for one test file: in-memory PGlite by default, or a private
 * schema on the PostgreSQL server named by TEST_DATABASE_URL (how CI runs the same suite).
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  let db: Database;
  let dispose: () => Promise<void>;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    db = await openDatabase({ kind: 'postgres', url, schema, max: 4 });
    await ensureSharedExtensions(db);
    dispose = async () => {
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    };
  } else {
    db = await openDatabase({ kind: 'pglite', snapshot: migratedSnapshot() });
    dispose = () => db.close();
  }
  await migrate(db);
  return Object.assign(db, { dispose });
}

let snapshot: Blob | undefined;

/** The migrated database of the global setup; migrate() below then finds nothing to do. */
function migratedSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (file && !snapshot) snapshot = new Blob([readFileSync(file)]);
  return snapshot;
}

export type TestAppOptions = {
  seed?: boolean;
  catalogueSize?: number;
  /** Options of the app itself (limits, thumbnails, graphqlIntrospection) beyond the test defaults. */
  app?: Partial<Omit<BuildAppOptions, 'db' | 'dataDir'>>;
  /** Routes the test adds (slow ones, to hold requests), registered before ready(). */
  routes?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
};

export async function createTestApp(opts: TestAppOptions = {}) {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-api-test-'));
  if (opts.seed) await seed(db, { dataDir, catalogueSize: opts.catalogueSize ?? 1500 });
  const app = await buildApp({
    db,
    dataDir,
    closeDatabase: false,
    corsOrigins: ['http://localhost:3000'],
    ...opts.app,
  });
  opts.routes?.(app);
  await app.ready();
  return {
    app,
    db,
    dataDir,
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}

/**
 * Parallel test files migrate private schemas of one database at once, and two concurrent
 * CREATE EXTENSION IF NOT EXISTS can still collide on the catalogue's unique index. The
 * extension is database-wide, so the loser simply finds it there on the next try.
 */
async function ensureSharedExtensions(db: Database): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '23505' || attempt >= 3) throw err;
    }
  }
}
