import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { countryNameOf, type SearchHistoryRow, type SearchPlatformFilter } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { searchHistory } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';

/** What narrows the search statistics: UTC days (both included) and a platform ('' is all). */
export type SearchHistoryFilter = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  platform?: SearchPlatformFilter | undefined;
};

export function searchHistoryConditions(f: SearchHistoryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.startDate) conditions.push(gte(searchHistory.createdAt, utcDayStart(f.startDate)));
  if (f.endDate) conditions.push(lt(searchHistory.createdAt, utcDayStart(f.endDate, 1)));
  if (f.platform) conditions.push(eq(searchHistory.platform, f.platform));
  return conditions;
}

/**
 * Where a keyset page resumes: the last row's `created_at` as the database wrote it (text, so
 * no microsecond is lost to a JS Date) and its id.
 */
export type SearchHistoryCursor = { createdAt: string; id: number };

/** Rows strictly after the cursor in newest-first order; (created_at, id) is indexed (0012). */
export const afterCursor = (c: SearchHistoryCursor): SQL =>
  sql`(${searchHistory.createdAt}, ${searchHistory.id}) < (${c.createdAt}::timestamptz, ${c.id}::bigint)`;

type PageOptions = { conditions: SQL[]; limit: number; offset?: number };

/** One page of recorded searches, newest first, and the cursor of its last row. */
export async function selectSearchHistoryPage(
  db: Orm,
  { conditions, limit, offset = 0 }: PageOptions,
): Promise<{ rows: SearchHistoryRow[]; cursor: SearchHistoryCursor | null }> {
  const found = await db
    .select({
      id: searchHistory.id,
      createdAt: searchHistory.createdAt,
      cursorAt: sql<string>`${searchHistory.createdAt}::text`,
      country: searchHistory.country,
      platform: searchHistory.platform,
      productSearchQuery: searchHistory.productSearchQuery,
      resultCount: searchHistory.resultCount,
    })
    .from(searchHistory)
    .where(and(...conditions))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(limit)
    .offset(offset);
  const rows = found.map(({ cursorAt: _, createdAt, ...r }) => {
    const countryName = countryNameOf(r.country);
    return {
      ...r,
      createdAt: createdAt.toISOString(),
      ...(countryName === undefined ? {} : { countryName }),
    };
  });
  const last = found.at(-1);
  return { rows, cursor: last ? { createdAt: last.cursorAt, id: last.id } : null };
}
