import { and, asc, desc, eq, exists, gt, isNotNull, lte, or } from 'drizzle-orm';
import type { PromotionKind } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { promotionDrawWinners, promotions, winningMoments } from '#src/db/schema.ts';

export type Promotion = typeof promotions.$inferSelect;

/**
 * The run of a kind that a visitor means by "the promotion": the latest to have opened (open
 * now, or closed since, so its page can say it is closed), else the next to open.
 */
export async function findCurrentPromotion(
  db: Orm,
  kind: PromotionKind,
  now: Date,
): Promise<Promotion | undefined> {
  const [opened] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.kind, kind), lte(promotions.opensAt, now)))
    .orderBy(desc(promotions.opensAt), desc(promotions.id))
    .limit(1);
  if (opened) return opened;
  const [upcoming] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.kind, kind), gt(promotions.opensAt, now)))
    .orderBy(asc(promotions.opensAt), asc(promotions.id))
    .limit(1);
  return upcoming;
}

/** Entries are taken from opens_at up to, not including, closes_at. */
export const isOpen = (p: Promotion, now: Date) => p.opensAt <= now && now < p.closesAt;

/** Whether an entry made now can win an instant prize. */
export const isInstantWinOpen = (p: Promotion, now: Date) =>
  isOpen(p, now) &&
  p.instantWinStartsAt !== null &&
  p.instantWinEndsAt !== null &&
  p.instantWinStartsAt <= now &&
  now < p.instantWinEndsAt;

export async function findPromotionBySlug(db: Orm, kind: PromotionKind, slug: string) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.kind, kind), eq(promotions.slug, slug)));
  return row;
}

/** The most recent golden ticket run with a published winner of any kind. */
export async function findLatestPromotionWithWinners(db: Orm) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, 'golden-ticket'),
        or(
          exists(
            db
              .select({ one: winningMoments.id })
              .from(winningMoments)
              .where(
                and(
                  eq(winningMoments.promotionId, promotions.id),
                  isNotNull(winningMoments.entryId),
                ),
              ),
          ),
          exists(
            db
              .select({ one: promotionDrawWinners.id })
              .from(promotionDrawWinners)
              .where(eq(promotionDrawWinners.promotionId, promotions.id)),
          ),
        ),
      ),
    )
    .orderBy(desc(promotions.opensAt), desc(promotions.id))
    .limit(1);
  return row;
}
