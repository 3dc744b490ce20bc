import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ExpressEntryReceiptSchema,
  ExpressEntrySchema,
  type ExpressEntryInput,
  type ExpressEntryReceipt,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { expressCampaignEntries, expressContractorTimes } from '#src/db/schema.ts';
import type { StaffPrincipal } from '#src/modules/auth/find-session.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import { assertInCampaign, entryAsm } from './express-entry-rules.ts';

/**
 * Files one time-trial visit and its contractors' times, and the audit entry naming who filed
 * it, in one transaction: the leaderboard never shows an entry without its times, nor times
 * nobody is recorded as entering. The visit is the signed-in ASM's own, or the ASM account an
 * admin names, on a day of the campaign.
 */
export async function createExpressEntry(
  db: Orm,
  input: ExpressEntryInput,
  staff: StaffPrincipal,
  clientAddress: string,
): Promise<ExpressEntryReceipt> {
  return db.transaction(async (tx) => {
    const asm = await entryAsm(tx, input.asmStaffId, staff);
    await assertInCampaign(tx, input.startDate);
    const [entry] = await tx
      .insert(expressCampaignEntries)
      .values({
        asmName: asm.displayName,
        asmStaffId: asm.id,
        wholesaler: input.wholesaler,
        startDate: input.startDate,
        country: input.country,
      })
      .returning({ id: expressCampaignEntries.id });
    if (!entry) throw new Error('express entry insert returned no row');
    await tx.insert(expressContractorTimes).values(
      input.contractorDetails.map((c) => ({
        entryId: entry.id,
        contractor: c.contractor,
        timeTakenMs: c.timeTakenInMilliseconds,
      })),
    );
    await recordAudit(tx, {
      action: 'express-campaign.create',
      actorId: staff.id,
      clientAddress,
      target: { type: 'express-entry', id: entry.id },
      // What was filed, so a wrong time on the public board can be traced to its entry.
      details: { ...input, asmStaffId: asm.id, asmName: asm.displayName },
    });
    return { id: entry.id, contractors: input.contractorDetails.length };
  });
}

/** POST /admin/express-campaign (ASMs and admins; spec §7): a time-trial entry. */
export const createExpressEntryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/express-campaign',
    {
      schema: {
        tags: ['admin'],
        summary: 'File an express time-trial entry and its contractor times',
        body: ExpressEntrySchema,
        response: {
          201: ExpressEntryReceiptSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const receipt = await createExpressEntry(app.db.orm, req.body, signedInStaff(req), req.ip);
      return reply.status(201).send(receipt);
    },
  );
};
