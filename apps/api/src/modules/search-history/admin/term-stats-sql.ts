import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { SearchTermStatsPage } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { searchHistory } from '#src/db/schema.ts';
import { searchHistoryConditions, type SearchHistoryFilter } from './search-history-rows.ts';

/**
 * The form searches are counted under: NFC (so an "é" typed as e + accent is the same
 * letter), trimmed and lower-cased, so "Aura", "aura " and "AURA" are one term. Accents are
 * kept: "éclairage" and "eclairage" are what two people typed, and staff may want to see both.
 * lower() folds beyond ASCII under the databases' C.UTF-8 (PGlite and the server alike).
 */
const termKey = sql<string>`lower(btrim(normalize(${searchHistory.productSearchQuery}, NFC)))`;

/** Searches that found nothing (result_count 0; null is unknown, so never counted here). */
const isZeroResult = eq(searchHistory.resultCount, 0);

export type TermStatsOptions = SearchHistoryFilter & {
  page: number;
  size: number;
  /** Only searches that found nothing: the zero-result terms report. */
  zeroResultsOnly?: boolean;
};

/**
 * One page of terms with how often and how lately they were searched, most searched first
 * (then the latest, then the term, so pages never overlap), and how many terms in all. The
 * grouping runs over the filtered rows (the (platform, created_at) and created_at indexes,
 * or the zero-result partial index, narrow them).
 */
export async function findTermStats(db: Orm, o: TermStatsOptions): Promise<SearchTermStatsPage> {
  const conditions: SQL[] = [
    ...searchHistoryConditions(o),
    ...(o.zeroResultsOnly ? [isZeroResult] : []),
  ];
  const lastSearchedAt = max(searchHistory.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        term: termKey,
        searches: count(),
        lastSearchedAt,
        zeroResultSearches: count(sql`CASE WHEN ${isZeroResult} THEN 1 END`),
      })
      .from(searchHistory)
      .where(and(...conditions))
      .groupBy(termKey)
      .orderBy(desc(count()), desc(lastSearchedAt), asc(termKey))
      .limit(o.size)
      .offset(o.page * o.size),
    db
      .select({ n: sql<number>`count(DISTINCT ${termKey})`.mapWith(Number) })
      .from(searchHistory)
      .where(and(...conditions)),
  ]);
  return {
    content: rows.map((r) => ({
      term: r.term,
      searches: r.searches,
      // A group has at least one row, so its latest time is never null.
      lastSearchedAt: r.lastSearchedAt!.toISOString(),
      // In the zero-result report every search found nothing: the figure would repeat `searches`.
      ...(o.zeroResultsOnly ? {} : { zeroResultSearches: r.zeroResultSearches }),
    })),
    totalElements: total?.n ?? 0,
  };
}
