import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenTicketEntryResultSchema,
  GoldenTicketEntrySchema,
  type GoldenTicketEntryInput,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenEntries, goldenSerials, winningMoments } from '#src/db/schema.ts';
import { findCurrentPromotionCached } from './current-promotion-cache.ts';
import { isInstantWinOpen, isOpen } from './promotion-queries.ts';
import { refuse } from './refuse.ts';

/**
 * Entries one address may make per window. The terms allow several entries, one per ticket,
 * so a shop counter entering a stack of tickets is fine; guessing serials at speed is not.
 */
export const ENTRIES_PER_WINDOW = 20;
export const ENTRY_WINDOW_MS = 10 * 60_000;
/** The longest valid entry (two 30-character names, a 254-character address) fits in 2 KB. */
export const ENTRY_BODY_LIMIT = 2 * 1024;

/**
 * Enters one golden ticket in the current run, in one transaction: the serial is claimed
 * (single use), the entry stored, and, inside the instant-win window, the earliest winning
 * moment already due is taken, if one is left (docs/decisions/022).
 */
export async function createGoldenEntry(db: Orm, entry: GoldenTicketEntryInput, now: Date) {
  // The run may be up to a second old (current-promotion-cache.ts); its dates are checked
  // against this entry's own clock, so a closed run refuses at once.
  const promotion = await findCurrentPromotionCached(db, 'golden-ticket', now);
  if (!promotion || !isOpen(promotion, now)) throw refuse(409, 'closed');

  return db.transaction(async (tx) => {
    // The conditional UPDATE is the lock: of two entries of one serial, the second waits for
    // the first and then finds used_at set.
    const claimed = await tx
      .update(goldenSerials)
      .set({ usedAt: now })
      .where(
        and(
          eq(goldenSerials.serial, entry.goldenSerialNumber),
          eq(goldenSerials.promotionId, promotion.id),
          isNull(goldenSerials.usedAt),
        ),
      )
      .returning({ serial: goldenSerials.serial });
    if (claimed.length === 0) {
      const [known] = await tx
        .select({ promotionId: goldenSerials.promotionId })
        .from(goldenSerials)
        .where(eq(goldenSerials.serial, entry.goldenSerialNumber));
      throw known?.promotionId === promotion.id
        ? refuse(409, 'serialUsed')
        : refuse(422, 'serialInvalid');
    }

    const [stored] = await tx
      .insert(goldenEntries)
      .values({
        promotionId: promotion.id,
        serial: entry.goldenSerialNumber,
        firstName: entry.firstname,
        lastName: entry.lastname,
        email: entry.email,
        marketingConsentAt: now,
        createdAt: now,
      })
      .returning({ id: goldenEntries.id });

    if (!isInstantWinOpen(promotion, now)) return {};

    // SKIP LOCKED: concurrent entries each take a different due moment instead of queueing
    // on the first one, and none takes a moment another is claiming.
    const due = tx
      .select({ id: winningMoments.id })
      .from(winningMoments)
      .where(
        and(
          eq(winningMoments.promotionId, promotion.id),
          isNull(winningMoments.entryId),
          lte(winningMoments.at, now),
        ),
      )
      .orderBy(asc(winningMoments.at), asc(winningMoments.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const won = await tx
      .update(winningMoments)
      .set({ entryId: stored!.id })
      .where(and(inArray(winningMoments.id, due), isNull(winningMoments.entryId)))
      .returning({ id: winningMoments.id });
    return { win: won.length > 0 };
  });
}

/** POST /promotions/golden-ticket/golden-customer-entry (campaigns spec §7). */
export const createGoldenEntryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promotions/golden-ticket/golden-customer-entry',
    {
      bodyLimit: ENTRY_BODY_LIMIT,
      schema: {
        tags: ['promotions'],
        summary: 'Enter a golden ticket; inside the instant-win window, learn whether it won',
        body: GoldenTicketEntrySchema,
        response: {
          200: GoldenTicketEntryResultSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      config: { rateLimit: { max: ENTRIES_PER_WINDOW, timeWindow: ENTRY_WINDOW_MS } },
    },
    async (req) => ({ data: await createGoldenEntry(app.db.orm, req.body, new Date()) }),
  );
};
