/**
 * Seeds the configured database (DATABASE_URL, else the embedded one in DATA_DIR) and exits.
 * The server runs this in a child process when the seed is out of date (seed-in-child-process.ts);
 * `pnpm --filter @lumen/api seed` runs it by hand. Seeders whose version is recorded are skipped.
 */
import pino from 'pino';
import { getEnvOrExit } from '#src/config/env.ts';
import { openConfiguredDatabase } from '#src/db/open-configured-database.ts';
import { configuredStorage } from '#src/lib/storage/configured-storage.ts';
import { ContentFilesError } from '#src/modules/content/seed/load-content.ts';
import { seed } from '#src/seed/seed.ts';

const env = getEnvOrExit();

const log = pino({ level: env.LOG_LEVEL });
const db = await openConfiguredDatabase(env);
try {
  await seed(db, {
    dataDir: env.DATA_DIR,
    catalogueSize: env.CATALOGUE_SIZE,
    storage: configuredStorage(env),
    log: (m) => log.info(m),
  });
} catch (err) {
  // An editor's mistake in a content file: the list of problems is the whole message.
  if (!(err instanceof ContentFilesError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
