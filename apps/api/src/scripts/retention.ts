/**
 * Anonymises the entrants of promotions past their retention period (docs/decisions/036):
 *   pnpm --filter @lumen/api retention [-- --dry-run]
 * Uses the configured database and object storage (DATABASE_URL, S3_*, else DATA_DIR).
 */
import { getEnvOrExit } from '#src/config/env.ts';
import { runDatabaseCommand } from '#src/lib/database-command.ts';
import { configuredStorage } from '#src/lib/storage/configured-storage.ts';
import { retentionCommand } from '#src/modules/promotions/retention/retention-command.ts';

const storage = configuredStorage(getEnvOrExit());
await runDatabaseCommand((db, argv) => retentionCommand(db, storage, argv));
