/**
 * Creates, resets, disables or enables a staff account and prints what to hand over:
 *   pnpm --filter @lumen/api staff -- create --user <name> --role <role> [--name "Name"]
 *   pnpm --filter @lumen/api staff -- reset|disable|enable --user <name>
 * In a deploy folder: node dist/staff.js <the same arguments>. Uses the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR, which a running API holds locked).
 */
import { runDatabaseCommand } from '#src/lib/database-command.ts';
import { staffCommand } from '#src/modules/auth/staff-command.ts';

await runDatabaseCommand(staffCommand);
