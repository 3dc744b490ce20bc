import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  EXPRESS_MESSAGES,
  ExpressEntryCorrectionSchema,
  ExpressEntryReceiptSchema,
  type ExpressEntryCorrectionInput,
  type ExpressEntryReceipt,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { expressCampaignEntries, expressContractorTimes } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { Actor } from '#src/modules/auth/staff-ref.ts';
import {
  assertInCampaign,
  ExpressEntryParamsSchema,
  standingEntryForUpdate,
} from './express-entry-rules.ts';

/**
 * An admin's correction of a filed entry (a mistyped time, wholesaler or day), with the values
 * before and after and the reason in one audit entry, in the same transaction as the change.
 * The corrected values meet the rules a new entry meets.
 */
export async function correctExpressEntry(
  db: Orm,
  id: number,
  input: ExpressEntryCorrectionInput,
  actor: Actor,
): Promise<ExpressEntryReceipt> {
  return db.transaction(async (tx) => {
    const entry = await standingEntryForUpdate(tx, id);
    await assertInCampaign(tx, input.startDate);
    const times = await tx
      .select({ id: expressContractorTimes.id, timeTakenMs: expressContractorTimes.timeTakenMs })
      .from(expressContractorTimes)
      .where(eq(expressContractorTimes.entryId, id));
    const before = new Map(times.map((r) => [r.id, r.timeTakenMs]));
    input.times.forEach((time, i) => {
      if (!before.has(time.id))
        throw new HttpError(400, EXPRESS_MESSAGES.timeNotOnEntry, [
          { field: `body.times.${i}.id`, message: EXPRESS_MESSAGES.timeNotOnEntry },
        ]);
    });

    await tx
      .update(expressCampaignEntries)
      .set({ wholesaler: input.wholesaler, startDate: input.startDate })
      .where(eq(expressCampaignEntries.id, id));
    for (const time of input.times)
      await tx
        .update(expressContractorTimes)
        .set({ timeTakenMs: time.timeTakenInMilliseconds })
        .where(and(eq(expressContractorTimes.entryId, id), eq(expressContractorTimes.id, time.id)));

    await recordAudit(tx, {
      action: 'express-campaign.correct',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'express-entry', id },
      details: {
        reason: input.reason,
        before: {
          wholesaler: entry.wholesaler,
          startDate: entry.startDate,
          times: input.times.map((t) => ({ id: t.id, timeTakenMs: before.get(t.id) })),
        },
        after: {
          wholesaler: input.wholesaler,
          startDate: input.startDate,
          times: input.times.map((t) => ({ id: t.id, timeTakenMs: t.timeTakenInMilliseconds })),
        },
      },
    });
    return { id, contractors: before.size };
  });
}

/** POST /admin/express-campaign/:id/correct (admins): an audited correction of an entry. */
export const correctExpressEntryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/express-campaign/:id/correct',
    {
      schema: {
        tags: ['admin'],
        summary: 'Correct a filed express entry (times, wholesaler, day), audited with a reason',
        params: ExpressEntryParamsSchema,
        body: ExpressEntryCorrectionSchema,
        response: {
          200: ExpressEntryReceiptSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      correctExpressEntry(app.db.orm, req.params.id, req.body, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
