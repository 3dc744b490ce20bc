import { sql } from 'drizzle-orm';
import { expressCampaignEntries, staffAccounts } from '#src/db/schema.ts';

/**
 * The ASM an entry shows: the filing account's display name as it is now (joined on
 * asm_staff_id), or the name stored with entries filed before ASMs were accounts.
 */
export const asmDisplayName = sql<string>`coalesce(${staffAccounts.displayName}, ${expressCampaignEntries.asmName})`;
