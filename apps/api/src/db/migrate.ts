import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** The migration files this build ships, in the order they apply. */
export function migrationNames(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
}

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded, in name order, each in its own
 * transaction. Plain SQL so PGlite and the PostgreSQL server run exactly the same statements.
 * Migrations may run long, so they run without the serving statement timeout.
 */
export async function migrate(database: Database): Promise<string[]> {
  const db = database.withoutStatementTimeout();
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const pending = await pendingMigrations(db);
  for (const name of pending) {
    const body = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    await db.exec(
      `BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
    );
  }
  return pending;
}

/**
 * Migration files not recorded as applied; all of them when the record table is absent.
 * Readiness uses it: an instance whose code expects a newer schema must not take traffic.
 */
export async function pendingMigrations(
  db: Database,
  names: readonly string[] = migrationNames(),
): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  );
  if (!table?.name) return [...names];
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  return names.filter((n) => !done.has(n));
}
