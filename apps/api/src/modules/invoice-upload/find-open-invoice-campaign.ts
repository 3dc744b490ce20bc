import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { promotions } from '#src/db/schema.ts';

/**
 * The invoice competition open at `now`: the newest whose window covers it. Dates are data
 * (issue 11 point 1), so closing a competition is an update, not a release.
 */
export async function findOpenInvoiceCampaign(orm: Database['orm'], now: Date) {
  const [row] = await orm
    .select({ id: promotions.id, slug: promotions.slug })
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, 'invoice-upload'),
        lte(promotions.opensAt, now),
        gt(promotions.closesAt, now),
      ),
    )
    .orderBy(desc(promotions.opensAt))
    .limit(1);
  return row ?? null;
}
