import { and, eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import { EXPRESS_MESSAGES } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { expressCampaignEntries, expressCampaigns, staffAccounts } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import type { StaffPrincipal } from '#src/modules/auth/find-session.ts';

/** A refusal about one field of the body, placed beside it by the console. */
const fieldRefusal = (field: string, message: string) =>
  new HttpError(400, message, [{ field: `body.${field}`, message }]);

/**
 * The day of a time trial lies inside an express campaign's dates (the schema has already
 * refused a day in the future), so nobody files a visit for a day the campaign never ran.
 */
export async function assertInCampaign(tx: Orm, startDate: string): Promise<void> {
  const [campaign] = await tx
    .select({ id: expressCampaigns.id })
    .from(expressCampaigns)
    .where(and(lte(expressCampaigns.opensOn, startDate), gte(expressCampaigns.closesOn, startDate)))
    .limit(1);
  if (!campaign) throw fieldRefusal('startDate', EXPRESS_MESSAGES.dateOutsideCampaign);
}

/**
 * Whose visit an entry is. An ASM files their own, and naming anyone else is refused; an
 * admin names the ASM, which must be an active ASM account. The board shows its display name.
 */
export async function entryAsm(
  tx: Orm,
  asmStaffId: number | undefined,
  staff: StaffPrincipal,
): Promise<{ id: number; displayName: string }> {
  if (staff.role === 'asm') {
    if (asmStaffId !== undefined && asmStaffId !== staff.id)
      throw new HttpError(403, EXPRESS_MESSAGES.asmNotYours);
    return { id: staff.id, displayName: staff.displayName };
  }
  if (asmStaffId === undefined) throw fieldRefusal('asmStaffId', 'express.error.asmRequired');
  const [asm] = await tx
    .select({ id: staffAccounts.id, displayName: staffAccounts.displayName })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.id, asmStaffId),
        eq(staffAccounts.role, 'asm'),
        eq(staffAccounts.disabled, false),
      ),
    );
  if (!asm) throw fieldRefusal('asmStaffId', EXPRESS_MESSAGES.asmUnknown);
  return asm;
}

/**
 * The entry an admin changes, locked for the change so two admins' edits queue. A withdrawn
 * entry is kept as it was withdrawn: what the audit log describes stays what is stored.
 */
export async function standingEntryForUpdate(tx: Orm, id: number) {
  const [entry] = await tx
    .select()
    .from(expressCampaignEntries)
    .where(eq(expressCampaignEntries.id, id))
    .for('update');
  if (!entry) throw new HttpError(404, EXPRESS_MESSAGES.entryNotFound);
  if (entry.withdrawnAt) throw new HttpError(409, EXPRESS_MESSAGES.withdrawn);
  return entry;
}

/** The entry an admin route acts on: `/admin/express-campaign/:id/…`. */
export const ExpressEntryParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
