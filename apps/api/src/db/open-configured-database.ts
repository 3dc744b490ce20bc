import type { Env } from '#src/config/env.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';

/** Opens the database the configuration names (server when DATABASE_URL is set, else embedded) and migrates it. */
export async function openConfiguredDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DB_STATEMENT_TIMEOUT_MS'>,
): Promise<Database> {
  const db = env.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL,
        statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  await migrate(db);
  return db;
}
