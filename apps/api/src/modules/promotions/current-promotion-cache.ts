import type { PromotionKind } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { findCurrentPromotion, type Promotion } from './promotion-queries.ts';

/**
 * How long this process answers "which run is current" from the row it last read, instead of
 * one more round trip per entry (issue 11: a query per entry for a row that changes a few
 * times a year).
 *
 * What can be stale, and for how long at most:
 * - a run created or changed by another process (another API instance, a script): its
 *   entries go to the previous run for up to this long; one created in this process
 *   (createPromotion) is seen at once, since it empties the cache;
 * - a run whose opens_at falls inside the window: it becomes current up to this long late.
 * Never stale: whether the run is open. Callers check the cached row's dates against each
 * request's own clock (isOpen, isInstantWinOpen), so an entry a millisecond after closes_at
 * is refused; and the serial and moment claims are decided by the database, not by this row.
 */
export const CURRENT_PROMOTION_TTL_MS = 1000;

type Cached = { readAt: number; promotion: Promise<Promotion | undefined> };

// Per database handle, so apps on different databases in one process (tests) stay apart.
let cache = new WeakMap<Orm, Map<PromotionKind, Cached>>();

/**
 * findCurrentPromotion, read at most once per CURRENT_PROMOTION_TTL_MS per kind. The promise
 * is cached, so the requests that find the cache expired together share one query.
 */
export function findCurrentPromotionCached(
  db: Orm,
  kind: PromotionKind,
  now: Date,
): Promise<Promotion | undefined> {
  let byKind = cache.get(db);
  if (!byKind) cache.set(db, (byKind = new Map()));
  const t = now.getTime();
  const hit = byKind.get(kind);
  // A clock that went back (or a caller's earlier `now`) reads again rather than trusting it.
  if (hit && t >= hit.readAt && t - hit.readAt < CURRENT_PROMOTION_TTL_MS) return hit.promotion;

  const kinds = byKind;
  const entry: Cached = { readAt: t, promotion: findCurrentPromotion(db, kind, now) };
  kinds.set(kind, entry);
  // A failed read is not remembered: the next request tries again.
  entry.promotion.catch(() => {
    if (kinds.get(kind) === entry) kinds.delete(kind);
  });
  return entry.promotion;
}

/** Forgets every cached run: called when this process creates or changes one. */
export function forgetCurrentPromotions() {
  cache = new WeakMap();
}
