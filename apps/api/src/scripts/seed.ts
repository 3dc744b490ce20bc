/**
 * Seeds the configured database (DATABASE_URL, else the embedded one in DATA_DIR) and exits.
 * The server runs this in a child process on every start (seed-in-child-process.ts);
 * `pnpm --filter @lumen/api seed` runs it by hand. Seeders whose version is recorded are skipped.
 * On a database without staff accounts it also creates the first super admin and prints its
 * password, once (ensure-first-staff-account.ts, decision 029).
 */
import pino from 'pino';
import { getEnvOrExit } from '#src/config/env.ts';
import { openConfiguredDatabase } from '#src/db/open-configured-database.ts';
import { configuredStorage } from '#src/lib/storage/configured-storage.ts';
import { ensureFirstStaffAccount } from '#src/modules/auth/ensure-first-staff-account.ts';
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
  const first = await ensureFirstStaffAccount(db.orm, env.DATA_DIR);
  if (first) {
    // Printed once, on the start that created it; the log line after it holds no password.
    console.log(
      [
        '',
        '  ┌ First staff account (super admin) created; its password is printed this once:',
        `  │ user name: ${first.userName}`,
        `  │ password:  ${first.password}`,
        first.file
          ? `  └ also in ${first.file} (readable by this user only); delete it once stored safely`
          : '  └ the credentials file could not be written: store the password now',
        '',
      ].join('\n'),
    );
    if (first.file) log.info({ file: first.file }, 'first staff account created');
    else
      log.warn(
        { err: first.fileError },
        'first staff account created; credentials file not written',
      );
  }
} catch (err) {
  // An editor's mistake in a content file: the list of problems is the whole message.
  if (!(err instanceof ContentFilesError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
