import { and, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLine, SearchHistoryExportQuerySchema, type SearchHistoryRow } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { searchHistory } from '#src/db/schema.ts';
import { csvDateTime, keysetCsv } from '#src/lib/csv/keyset-csv.ts';
import { sendStaffCsv, STAFF_CSV_RESPONSES } from '#src/modules/auth/send-staff-csv.ts';
import {
  afterCursor,
  searchHistoryConditions,
  selectSearchHistoryPage,
  type SearchHistoryCursor,
  type SearchHistoryFilter,
} from './search-history-rows.ts';

/** Spec §7: the file and its columns, exactly as the old console wrote them. */
export const SEARCH_CSV_FILE_NAME = 'Search Statistics.csv';
export const SEARCH_CSV_HEADER = ['Date', 'Country', 'Platform', 'Search Term'] as const;

const searchCsvLine = (r: SearchHistoryRow) =>
  csvLine([csvDateTime(r.createdAt), r.countryName ?? r.country, r.platform, r.productSearchQuery]);

/** The whole filtered list as CSV, newest first, by keyset (created_at, id). */
export function searchHistoryCsv(
  db: Orm,
  f: SearchHistoryFilter,
  pageRows?: number,
): AsyncGenerator<string> {
  const filter = searchHistoryConditions(f);
  return keysetCsv({
    header: SEARCH_CSV_HEADER,
    line: searchCsvLine,
    readPage: (after: SearchHistoryCursor | null, limit) =>
      selectSearchHistoryPage(db, {
        conditions: after ? [...filter, afterCursor(after)] : filter,
        limit,
      }),
    pageRows,
  });
}

export async function countSearchHistory(db: Orm, f: SearchHistoryFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(searchHistory)
    .where(and(...searchHistoryConditions(f)));
  return row?.n ?? 0;
}

/**
 * POST /admin/search-history/export?startDate&endDate&platform: every matching search as
 * 'Search Statistics.csv' (UTF-8 with BOM, formula cells neutralised, @lumen/validation/csv),
 * audited before a byte leaves.
 */
export const exportSearchHistoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/search-history/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every recorded search of a filter as CSV (UTF-8 with BOM), newest first',
        querystring: SearchHistoryExportQuerySchema,
        response: STAFF_CSV_RESPONSES,
      },
    },
    async (req, reply) => {
      const filter: SearchHistoryFilter = req.query;
      return sendStaffCsv(app.db.orm, req, reply, {
        fileName: SEARCH_CSV_FILE_NAME,
        action: 'search-statistics.export',
        targetType: 'search-history',
        filter,
        count: () => countSearchHistory(app.db.orm, filter),
        csv: () => searchHistoryCsv(app.db.orm, filter),
      });
    },
  );
};
