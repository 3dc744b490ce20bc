import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Orm } from '#src/db/client.ts';
import { promotions } from '#src/db/schema.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import type { Promotion } from '../promotion-queries.ts';
import { ANONYMISERS, type Anonymiser } from './anonymisers.ts';
import { anonymiseAtOf, retentionDaysOf } from './retention-dates.ts';

/** Rows per transaction: short locks on a live database, few round trips. */
export const RETENTION_BATCH = 500;

export type TableReport = { table: string; rows: number; files: number; emails: number };
export type PromotionReport = {
  slug: string;
  kind: Promotion['kind'];
  anonymiseAt: Date;
  tables: TableReport[];
};
export type RetentionReport = { dryRun: boolean; promotions: PromotionReport[] };

type Options = {
  storage: ObjectStorage;
  now?: Date;
  dryRun?: boolean;
  batchSize?: number;
  registry?: Readonly<Record<Promotion['kind'], readonly Anonymiser[]>>;
};

/** Runs past their anonymise date and not yet marked done, oldest first. */
export async function findDuePromotions(db: Orm, now: Date): Promise<Promotion[]> {
  // Few runs exist (a handful a year), so the date rule is applied here, in one place.
  const open = await db
    .select()
    .from(promotions)
    .where(isNull(promotions.anonymisedAt))
    .orderBy(asc(promotions.drawsEndAt), asc(promotions.id));
  return open.filter((p) => anonymiseAtOf(p) <= now);
}

/**
 * The retention command's work (issue 14 point 9; docs/decisions/036): for each run past its
 * date, every anonymiser of its kind clears its table in batches, one transaction each; then,
 * with nothing left, the run is stamped anonymised_at and audited in one last transaction. A
 * crash leaves finished batches done and the run unstamped, so the next run picks it up; a
 * stamped run is never visited again. A dry run only counts what would be cleared.
 */
export async function anonymiseDuePromotions(db: Orm, opts: Options): Promise<RetentionReport> {
  const now = opts.now ?? new Date();
  const registry = opts.registry ?? ANONYMISERS;
  const limit = opts.batchSize ?? RETENTION_BATCH;
  const due = await findDuePromotions(db, now);
  const reports: PromotionReport[] = [];
  for (const promotion of due) {
    const tables: TableReport[] = [];
    for (const anonymiser of registry[promotion.kind]) {
      const report = { table: anonymiser.table, rows: 0, files: 0, emails: 0 };
      if (opts.dryRun) {
        report.rows = (await anonymiser.counts(db, promotion.id)).withPersonalData;
      } else {
        for (;;) {
          const batch = await db.transaction((tx) =>
            anonymiser.anonymiseBatch(tx, { promotion, storage: opts.storage, limit }),
          );
          report.rows += batch.rows;
          report.files += batch.files;
          report.emails += batch.emails;
          if (batch.rows < limit) break;
        }
      }
      tables.push(report);
    }
    if (!opts.dryRun) {
      await db.transaction(async (tx) => {
        // Only if no other run of the command stamped it meanwhile: one audit entry per run.
        const stamped = await tx
          .update(promotions)
          .set({ anonymisedAt: now })
          .where(and(eq(promotions.id, promotion.id), isNull(promotions.anonymisedAt)))
          .returning({ id: promotions.id });
        if (stamped.length === 0) return;
        await recordAudit(tx, {
          action: 'retention.anonymise',
          actorId: null,
          clientAddress: null,
          target: { type: 'promotion', id: promotion.id },
          details: {
            slug: promotion.slug,
            kind: promotion.kind,
            retentionDays: retentionDaysOf(promotion),
            anonymiseAt: anonymiseAtOf(promotion).toISOString(),
            tables,
          },
        });
      });
    }
    reports.push({
      slug: promotion.slug,
      kind: promotion.kind,
      anonymiseAt: anonymiseAtOf(promotion),
      tables,
    });
  }
  if (!opts.dryRun)
    await recordAudit(db, {
      action: 'retention.run',
      actorId: null,
      clientAddress: null,
      details: { at: now.toISOString(), promotions: reports.map((r) => r.slug) },
    });
  return { dryRun: opts.dryRun ?? false, promotions: reports };
}
