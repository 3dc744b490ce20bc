import { getEnvOrExit } from '#src/config/env.ts';
import type { Orm } from '#src/db/client.ts';
import { openConfiguredDatabase } from '#src/db/open-configured-database.ts';

/** A mistake in a command's arguments: its message is printed, without a stack, and exit 2. */
export class UsageError extends Error {}

/**
 * Runs a command-line operation (`promotions:issue-serials`, `staff`) against the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR) with the arguments after the
 * script name, prints the lines it returns, and closes the database.
 */
export async function runDatabaseCommand(
  command: (db: Orm, argv: string[]) => Promise<string[]>,
): Promise<void> {
  const env = getEnvOrExit();
  const db = await openConfiguredDatabase(env);
  try {
    const lines = await command(db.orm, process.argv.slice(2));
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(err.message);
    process.exitCode = 2;
  } finally {
    await db.close();
  }
}
