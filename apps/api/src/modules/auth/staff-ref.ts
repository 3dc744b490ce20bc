import { eq, type SQL } from 'drizzle-orm';
import { staffAccounts } from '#src/db/schema.ts';

/** An account as the API names it (its id) or as the command line does (its user name). */
export type StaffRef = { id: number } | { userName: string };

export function whereStaff(ref: StaffRef): SQL {
  return 'id' in ref ? eq(staffAccounts.id, ref.id) : eq(staffAccounts.userName, ref.userName);
}

/** Who made a change, for the audit log: a signed-in super admin, or the command line. */
export type Actor = { actorId: number | null; clientAddress: string | null; via?: 'cli' };
