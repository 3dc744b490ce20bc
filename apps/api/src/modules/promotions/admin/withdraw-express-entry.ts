import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ExpressEntryReceiptSchema,
  ExpressEntryWithdrawalSchema,
  type ExpressEntryReceipt,
  type ExpressEntryWithdrawal,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { expressCampaignEntries, expressContractorTimes } from '#src/db/schema.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { StaffPrincipal } from '#src/modules/auth/find-session.ts';
import { ExpressEntryParamsSchema, standingEntryForUpdate } from './express-entry-rules.ts';

/**
 * An admin takes an entry off the public leaderboard. The entry and its times are kept, marked
 * with who withdrew it and when, and the audit entry holds what it showed and why, so a
 * withdrawal can be checked later and nothing on the board disappears without a trace.
 */
export async function withdrawExpressEntry(
  db: Orm,
  id: number,
  input: ExpressEntryWithdrawal,
  staff: StaffPrincipal,
  clientAddress: string,
): Promise<ExpressEntryReceipt> {
  return db.transaction(async (tx) => {
    const entry = await standingEntryForUpdate(tx, id);
    const times = await tx
      .select({
        contractor: expressContractorTimes.contractor,
        timeTakenMs: expressContractorTimes.timeTakenMs,
      })
      .from(expressContractorTimes)
      .where(eq(expressContractorTimes.entryId, id));
    await tx
      .update(expressCampaignEntries)
      .set({ withdrawnAt: sql`now()`, withdrawnBy: staff.id })
      .where(eq(expressCampaignEntries.id, id));
    await recordAudit(tx, {
      action: 'express-campaign.withdraw',
      actorId: staff.id,
      clientAddress,
      target: { type: 'express-entry', id },
      details: {
        reason: input.reason,
        entry: {
          asmName: entry.asmName,
          asmStaffId: entry.asmStaffId,
          wholesaler: entry.wholesaler,
          country: entry.country,
          startDate: entry.startDate,
          times,
        },
      },
    });
    return { id, contractors: times.length };
  });
}

/** POST /admin/express-campaign/:id/withdraw (admins): off the public board, kept for audit. */
export const withdrawExpressEntryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/express-campaign/:id/withdraw',
    {
      schema: {
        tags: ['admin'],
        summary: 'Withdraw an express entry from the public leaderboard, audited with a reason',
        params: ExpressEntryParamsSchema,
        body: ExpressEntryWithdrawalSchema,
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
      withdrawExpressEntry(app.db.orm, req.params.id, req.body, signedInStaff(req), req.ip),
  );
};
