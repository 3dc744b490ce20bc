/**
 * Issues golden ticket serials for a run and prints them, one per line:
 *   pnpm --filter @lumen/api promotions:issue-serials -- --promotion <slug> --count <n>
 * Uses the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
 */
import { getEnvOrExit } from '#src/config/env.ts';
import { openConfiguredDatabase } from '#src/db/open-configured-database.ts';
import { issueSerialsCommand, UsageError } from '#src/modules/promotions/issue-serials-command.ts';

const env = getEnvOrExit();

const db = await openConfiguredDatabase(env);
try {
  const serials = await issueSerialsCommand(db.orm, process.argv.slice(2));
  process.stdout.write(`${serials.join('\n')}\n`);
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(err.message);
  process.exitCode = 2;
} finally {
  await db.close();
}
