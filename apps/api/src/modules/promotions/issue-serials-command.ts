import { parseArgs } from 'node:util';
import type { Orm } from '#src/db/client.ts';
import { UsageError } from '#src/lib/database-command.ts';
import { findPromotionBySlug } from './promotion-queries.ts';
import { issueSerials } from './issue-serials.ts';

/** More than a print run, and a typo (an extra zero or three) fails rather than flooding the table. */
export const MAX_SERIALS_PER_RUN = 100_000;

const USAGE =
  'Usage: pnpm --filter @lumen/api promotions:issue-serials -- --promotion <slug> --count <n>';

/**
 * `promotions:issue-serials`: issues new CSPRNG serials for a golden ticket run and returns
 * them, one per line, for the printer. `argv` is what follows the script name.
 */
export async function issueSerialsCommand(db: Orm, argv: string[]): Promise<string[]> {
  // pnpm passes the `--` that separates its own options on to the script.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { promotion: { type: 'string' }, count: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  const count = Number(values.count);
  if (!values.promotion || !Number.isInteger(count) || count < 1 || count > MAX_SERIALS_PER_RUN)
    throw new UsageError(
      `--promotion and --count (1 to ${MAX_SERIALS_PER_RUN}) are required\n${USAGE}`,
    );
  const promotion = await findPromotionBySlug(db, 'golden-ticket', values.promotion);
  if (!promotion) throw new UsageError(`No golden ticket run has the slug "${values.promotion}"`);
  return issueSerials(db, promotion.id, count);
}
