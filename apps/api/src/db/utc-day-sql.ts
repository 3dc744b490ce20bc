import { sql } from 'drizzle-orm';

/**
 * Midnight UTC starting a day (YYYY-MM-DD), plus some days, whatever the session's time zone:
 * admin lists filter by UTC days, both ends included (end: `< utcDayStart(end, 1)`).
 */
export const utcDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'UTC')`;
