import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  GoldenTicketEntryResultSchema,
  GoldenTicketEntrySchema,
  type GoldenTicketEntryInput,
} from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { goldenSerials } from '#src/db/schema.ts';
import { findCurrentPromotionCached } from './current-promotion-cache.ts';
import { isInstantWinOpen, isOpen } from './promotion-queries.ts';
import { claimInstantWin } from './prize-terms.ts';
import { enterGoldenTicket } from './queries/enter-golden-ticket.sql.ts';
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
 * Enters one golden ticket in the current run, in one statement: the serial is claimed
 * (single use) and the entry stored (docs/decisions/022). Inside the instant-win window, when
 * a moment is due, the earliest is then claimed if the entrant and the run are within the
 * prize terms (docs/decisions/039); an entrant at a cap reads "no win", like any other loser.
 */
export async function createGoldenEntry(db: Database, entry: GoldenTicketEntryInput, now: Date) {
  // The run may be up to a second old (current-promotion-cache.ts); its dates are checked
  // against this entry's own clock, so a closed run refuses at once.
  const promotion = await findCurrentPromotionCached(db.orm, 'golden-ticket', now);
  if (!promotion || !isOpen(promotion, now)) throw refuse(409, 'closed');

  const canWin = isInstantWinOpen(promotion, now);
  const entered = await enterGoldenTicket(db, {
    promotionId: promotion.id,
    serial: entry.goldenSerialNumber,
    firstName: entry.firstname,
    lastName: entry.lastname,
    email: entry.email,
    now,
    canWin,
  });
  if (!entered) {
    // Nothing was written. A serial's run never changes, so this later read tells apart a
    // serial used (by an earlier entry or a concurrent one) from one that is not this run's.
    const [known] = await db.orm
      .select({ promotionId: goldenSerials.promotionId })
      .from(goldenSerials)
      .where(eq(goldenSerials.serial, entry.goldenSerialNumber));
    throw known?.promotionId === promotion.id
      ? refuse(409, 'serialUsed')
      : refuse(422, 'serialInvalid');
  }
  if (!canWin) return {};
  return { win: entered.due && (await claimInstantWin(db.orm, promotion, entered.id, now)) };
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
    async (req) => ({ data: await createGoldenEntry(app.db, req.body, new Date()) }),
  );
};
