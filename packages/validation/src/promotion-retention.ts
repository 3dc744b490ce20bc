import { z } from 'zod';
import { PROMOTION_KINDS, PROMOTION_RETENTION } from './promotions-constants.ts';
import { isoDateTime } from './staff.ts';

/*
 * The retention of promotions' personal data (issue 14 point 9; docs/decisions/036): what
 * `GET /admin/promotions-retention` answers the console's retention screen.
 */

/** A promotion's retention period in days, as a run may set it (null: the default). */
export const RetentionDaysSchema = z
  .number()
  .int()
  .min(PROMOTION_RETENTION.minDays)
  .max(PROMOTION_RETENTION.maxDays);

export const PromotionRetentionRowSchema = z.strictObject({
  slug: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  closesAt: isoDateTime,
  /** The end of the draws, from which the period counts (the closing date or later). */
  drawsEndAt: isoDateTime,
  retentionDays: z.number().int(),
  /** Whether retentionDays is the run's own or the default. */
  retentionIsDefault: z.boolean(),
  anonymiseAt: isoDateTime,
  /**
   * kept: before its date; due: past it, waiting for the retention command's next run;
   * anonymised: done (anonymisedAt says when).
   */
  status: z.enum(['kept', 'due', 'anonymised']),
  /** Null until the retention command has anonymised it. */
  anonymisedAt: isoDateTime.nullable(),
  /** Every entrant row of the run: anonymising keeps them, so the count never drops. */
  entrants: z.number().int(),
  /** Entrant rows still holding personal data (0 once anonymised). */
  withPersonalData: z.number().int(),
});
export type PromotionRetentionRow = z.infer<typeof PromotionRetentionRowSchema>;

/** Every promotion, the soonest to be anonymised first; anonymised ones last. */
export const PromotionRetentionListSchema = z.strictObject({
  promotions: z.array(PromotionRetentionRowSchema),
});
export type PromotionRetentionList = z.infer<typeof PromotionRetentionListSchema>;
