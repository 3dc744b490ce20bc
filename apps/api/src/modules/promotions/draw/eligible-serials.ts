import { and, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import type { DrawKind } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenEntries, promotionDrawWinners } from '#src/db/schema.ts';
import { entrantFits } from '../prize-terms.ts';
import type { Promotion } from '../promotion-queries.ts';
import { byCodePoint, rewardFor } from './golden-draw-records.ts';

/**
 * A draw's eligible pool as it stood at `at` (docs/decisions/033, 038), sorted by code point:
 * the run's entries made from its opening up to `at` (and never after draws_end_at, when
 * entries leave the draws) that had not won a draw of this type before `at`, and whose entrant
 * could still take this type's prize within the per-entrant cap at `at` (docs/decisions/039). The one
 * definition of eligibility: freezing takes it at now, the tool's count and "entries since
 * freeze" read it at now, and the check recomputes it at the freeze time. So every
 * condition here must depend only on what was true at `at`.
 */
export async function eligibleSerials(
  tx: Pick<Orm, 'select'>,
  promotion: Promotion,
  draw: DrawKind,
  at: Date,
): Promise<string[]> {
  const until = at < promotion.drawsEndAt ? at : promotion.drawsEndAt;
  const rows = await tx
    .select({ serial: goldenEntries.serial })
    .from(goldenEntries)
    .where(
      and(
        eq(goldenEntries.promotionId, promotion.id),
        gte(goldenEntries.createdAt, promotion.opensAt),
        lt(goldenEntries.createdAt, until),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(promotionDrawWinners)
            .where(
              and(
                eq(promotionDrawWinners.promotionId, promotion.id),
                eq(promotionDrawWinners.draw, draw),
                eq(promotionDrawWinners.entryId, goldenEntries.id),
                lt(promotionDrawWinners.drawnAt, at),
              ),
            ),
        ),
        entrantFits(promotion, goldenEntries.emailKey, rewardFor(promotion.prizes, draw), at),
      ),
    );
  return rows.map((r) => r.serial).sort(byCodePoint);
}
