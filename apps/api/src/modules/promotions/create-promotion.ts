import {
  PromotionLimitsSchema,
  PromotionPrizesSchema,
  RetentionDaysSchema,
  type PromotionKind,
  type PromotionLimits,
  type PromotionPrizes,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { promotions } from '#src/db/schema.ts';
import { forgetCurrentPromotions } from './current-promotion-cache.ts';

export type NewPromotion = {
  kind: PromotionKind;
  slug: string;
  opensAt: Date;
  closesAt: Date;
  instantWinStartsAt?: Date | null;
  instantWinEndsAt?: Date | null;
  drawsEndAt: Date;
  prizes: PromotionPrizes;
  limits: PromotionLimits;
  /** Days entrants' data is kept after the draws end; absent: PROMOTION_RETENTION's default. */
  retentionDays?: number | null;
};

/**
 * Stores a run. Its prizes and limits are parsed with the schemas the API answers with, so a
 * run that would break GET /promotions/golden-ticket/current never gets in. The new run may be
 * the current one: this process stops answering from the run it cached.
 */
export async function createPromotion(db: Orm, run: NewPromotion) {
  const [row] = await db
    .insert(promotions)
    .values({
      ...run,
      prizes: PromotionPrizesSchema.parse(run.prizes),
      limits: PromotionLimitsSchema.parse(run.limits),
      retentionDays:
        run.retentionDays == null ? null : RetentionDaysSchema.parse(run.retentionDays),
    })
    .returning();
  forgetCurrentPromotions();
  return row!;
}
