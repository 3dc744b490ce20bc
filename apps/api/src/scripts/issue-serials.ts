/**
 * Issues golden ticket serials for a run and prints them, one per line:
 *   pnpm --filter @lumen/api promotions:issue-serials -- --promotion <slug> --count <n>
 * Uses the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
 */
import { runDatabaseCommand } from '#src/lib/database-command.ts';
import { issueSerialsCommand } from '#src/modules/promotions/issue-serials-command.ts';

await runDatabaseCommand(issueSerialsCommand);
