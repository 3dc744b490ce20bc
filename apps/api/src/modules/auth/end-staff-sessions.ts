import { eq } from 'drizzle-orm';
import type { Orm } from '#src/db/client.ts';
import { staffSessions } from '#src/db/schema.ts';

/** Signs an account out everywhere: after a password reset, and when it is disabled. */
export async function endStaffSessions(db: Pick<Orm, 'delete'>, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
