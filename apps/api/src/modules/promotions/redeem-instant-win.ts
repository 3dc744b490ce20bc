import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  CURRENCY_BY_COUNTRY,
  CURRENCY_SYMBOLS,
  GOLDEN_TICKET_MESSAGES,
  RedeemInstantWinResultSchema,
  RedeemInstantWinSchema,
  type RedeemInstantWinInput,
} from '@lumen/validation';
import { goldenEntries, instantWinRedemptions, winningMoments } from '#src/db/schema.ts';
import type { Mailer } from '#src/lib/mailer.ts';
import type { Orm } from '#src/db/client.ts';
import { refuse } from './refuse.ts';

/** Redeeming is once per winning ticket; a few tries cover typos, not a search for winners. */
export const REDEEMS_PER_WINDOW = 10;
export const REDEEM_WINDOW_MS = 10 * 60_000;
export const REDEEM_BODY_LIMIT = 1024;

/**
 * Redeems the instant prize the server awarded to the entry with this serial: the payload
 * only names the entry (serial and e-mail, which must match) and the country, so a tampered
 * one can claim nothing the entry did not win. The redemption and its e-mail are written in
 * one transaction; the e-mail is sent after it commits.
 */
export async function redeemInstantWin(db: Orm, mailer: Mailer, body: RedeemInstantWinInput) {
  const { outboxId, msg } = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({
        id: goldenEntries.id,
        email: goldenEntries.email,
        firstName: goldenEntries.firstName,
        value: winningMoments.value,
      })
      .from(goldenEntries)
      .leftJoin(winningMoments, eq(winningMoments.entryId, goldenEntries.id))
      .where(eq(goldenEntries.serial, body.goldenSerialNumber));
    // An unknown serial and a wrong address read the same, so neither can be probed alone.
    if (!entry || entry.email.toLowerCase() !== body.email.toLowerCase())
      throw refuse(404, 'redeemNotFound');
    if (entry.value === null) throw refuse(409, 'redeemNoWin');

    const inserted = await tx
      .insert(instantWinRedemptions)
      .values({ entryId: entry.id, country: body.country })
      .onConflictDoNothing()
      .returning({ entryId: instantWinRedemptions.entryId });
    if (inserted.length === 0) throw refuse(409, 'redeemAlreadyRedeemed');

    const amount = `${CURRENCY_SYMBOLS[CURRENCY_BY_COUNTRY[body.country]]}${entry.value}`;
    const outboxId = await mailer.queue(tx, {
      to: entry.email,
      subject: t('en', 'goldenTicket.redeem.emailSubject'),
      text: t('en', 'goldenTicket.redeem.emailText', {
        name: entry.firstName,
        serial: body.goldenSerialNumber,
        amount,
      }),
    });
    return {
      outboxId,
      msg: t('en', GOLDEN_TICKET_MESSAGES.redeemSent, { amount, email: entry.email }),
    };
  });
  mailer.deliver(outboxId);
  return { success: true as const, msg };
}

/** POST /promotions/golden-ticket/redeem-instant-win-reward (campaigns spec §7). */
export const redeemInstantWinRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promotions/golden-ticket/redeem-instant-win-reward',
    {
      bodyLimit: REDEEM_BODY_LIMIT,
      schema: {
        tags: ['promotions'],
        summary: 'Redeem an instant-win voucher, sent by e-mail',
        body: RedeemInstantWinSchema,
        response: {
          200: RedeemInstantWinResultSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      config: { rateLimit: { max: REDEEMS_PER_WINDOW, timeWindow: REDEEM_WINDOW_MS } },
    },
    async (req) => redeemInstantWin(app.db.orm, app.mailer, req.body),
  );
};
