import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, snapshotDatabase } from '#src/db/client.ts';
import { migrate } from '#src/db/migrate.ts';

declare module 'vitest' {
  // Declaration merging, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A migrated PGlite database's files (a tar), or '' on the PostgreSQL server. */
    pgliteSnapshot: string;
  }
}

/**
 * PGlite's initdb takes seconds a database, and the suite opens hundreds: migrate one database
 * once, and let every test file start its own from a copy of it (createTestDatabase).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  const dir = mkdtempSync(join(tmpdir(), 'lumen-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await snapshotDatabase(db)).arrayBuffer()));
  await db.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
