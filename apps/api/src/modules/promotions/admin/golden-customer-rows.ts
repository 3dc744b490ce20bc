import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GoldenCustomerRow } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenEntries, promotionDrawWinners, winningMoments } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';

/** What narrows the list: UTC days of entry, both included; absent means unbounded. */
export type GoldenCustomerFilter = {
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/*
 * Every golden entry belongs to a golden-ticket run (golden_entries only takes serials of
 * one), so the entrants of "the Golden Ticket promotion" are all its rows, across runs.
 */
export function goldenCustomerConditions(f: GoldenCustomerFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.startDate) conditions.push(gte(goldenEntries.createdAt, utcDayStart(f.startDate)));
  if (f.endDate) conditions.push(lt(goldenEntries.createdAt, utcDayStart(f.endDate, 1)));
  return conditions;
}

/** Where a keyset page resumes: the last row's created_at as text (no microsecond lost). */
export type GoldenCustomerCursor = { createdAt: string; id: number };

export const afterCustomer = (c: GoldenCustomerCursor): SQL =>
  sql`(${goldenEntries.createdAt}, ${goldenEntries.id}) < (${c.createdAt}::timestamptz, ${c.id}::bigint)`;

// An entry wins each draw at most once (UNIQUE (promotion_id, draw, entry_id)), and takes at
// most one winning moment (entry_id UNIQUE), so these joins never multiply a row.
const weekly = alias(promotionDrawWinners, 'weekly');
const monthly = alias(promotionDrawWinners, 'monthly');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One page of entrants, newest first, with their wins, and the cursor of its last row. */
export async function selectGoldenCustomerPage(
  db: Orm,
  { conditions, limit, offset = 0 }: { conditions: SQL[]; limit: number; offset?: number },
): Promise<{ rows: GoldenCustomerRow[]; cursor: GoldenCustomerCursor | null }> {
  const found = await db
    .select({
      id: goldenEntries.id,
      firstName: goldenEntries.firstName,
      lastName: goldenEntries.lastName,
      email: goldenEntries.email,
      createdAt: goldenEntries.createdAt,
      cursorAt: sql<string>`${goldenEntries.createdAt}::text`,
      serial: goldenEntries.serial,
      momentId: winningMoments.id,
      weeklyAt: weekly.drawnAt,
      monthlyAt: monthly.drawnAt,
    })
    .from(goldenEntries)
    .leftJoin(winningMoments, eq(winningMoments.entryId, goldenEntries.id))
    .leftJoin(weekly, and(eq(weekly.entryId, goldenEntries.id), eq(weekly.draw, 'weekly')))
    .leftJoin(monthly, and(eq(monthly.entryId, goldenEntries.id), eq(monthly.draw, 'monthly')))
    .where(and(...conditions))
    .orderBy(desc(goldenEntries.createdAt), desc(goldenEntries.id))
    .limit(limit)
    .offset(offset);

  const rows = found.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    goldenSerialNumber: r.serial,
    instantWin: r.momentId !== null,
    // The entry took the moment as it was made: its entry time is the win's.
    instantWinDate: r.momentId !== null ? r.createdAt.toISOString() : null,
    weeklyWin: r.weeklyAt !== null,
    weeklyWinDate: iso(r.weeklyAt),
    monthlyWin: r.monthlyAt !== null,
    monthlyWinDate: iso(r.monthlyAt),
  }));
  const last = found.at(-1);
  return { rows, cursor: last ? { createdAt: last.cursorAt, id: last.id } : null };
}
