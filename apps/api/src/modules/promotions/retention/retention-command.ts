import { parseArgs } from 'node:util';
import type { Orm } from '#src/db/client.ts';
import { UsageError } from '#src/lib/database-command.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { anonymiseDuePromotions, type RetentionReport } from './anonymise-promotions.ts';

const USAGE = 'Usage: pnpm --filter @lumen/api retention [-- --dry-run]';

/** The report, one line per table of each run. */
export function reportLines(report: RetentionReport): string[] {
  const verb = report.dryRun ? 'would anonymise' : 'anonymised';
  if (report.promotions.length === 0)
    return [`No promotion is past its retention period${report.dryRun ? ' (dry run)' : ''}.`];
  return [
    ...(report.dryRun ? ['Dry run: nothing is changed.'] : []),
    ...report.promotions.flatMap((p) => [
      `${p.slug} (${p.kind}, due ${p.anonymiseAt.toISOString()}):`,
      ...p.tables.map(
        (t) =>
          `  ${t.table}: ${verb} ${t.rows} rows` +
          (report.dryRun ? '' : `, ${t.files} files deleted, ${t.emails} e-mails cleared`),
      ),
    ]),
  ];
}

/**
 * `retention`: anonymises the entrants of every promotion past its retention period
 * (docs/decisions/036); `--dry-run` prints what it would clear and changes nothing. Meant for
 * a daily scheduler; running it twice does nothing the second time.
 */
export async function retentionCommand(
  db: Orm,
  storage: ObjectStorage,
  argv: string[],
  now = new Date(),
): Promise<string[]> {
  // pnpm passes the `--` that separates its own options on to the script.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  let values;
  try {
    ({ values } = parseArgs({ args, options: { 'dry-run': { type: 'boolean' } }, strict: true }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  const report = await anonymiseDuePromotions(db, {
    storage,
    now,
    dryRun: values['dry-run'] ?? false,
  });
  return reportLines(report);
}
