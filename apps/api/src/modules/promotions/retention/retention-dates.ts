import { PROMOTION_RETENTION } from '@lumen/validation';

const DAY_MS = 86_400_000;

type RetentionFields = { drawsEndAt: Date; retentionDays: number | null };

/** The run's own period, else the default (a null column takes the constant). */
export const retentionDaysOf = (p: Pick<RetentionFields, 'retentionDays'>): number =>
  p.retentionDays ?? PROMOTION_RETENTION.defaultDays;

/**
 * When a run's entrants are anonymised: its retention period after its draws end. Entries
 * stay in the weekly, monthly and star draws until draws_end_at (never before the closing
 * date: the table's CHECK), and the winners are published from then, so the period counts
 * from there for every kind (docs/decisions/036).
 */
export const anonymiseAtOf = (p: RetentionFields): Date =>
  new Date(p.drawsEndAt.getTime() + retentionDaysOf(p) * DAY_MS);
