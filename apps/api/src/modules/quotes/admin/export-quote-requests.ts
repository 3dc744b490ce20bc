import { and, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLine, QuoteExportQuerySchema, type QuoteListRow } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { quoteRequests } from '#src/db/schema.ts';
import { csvDateTime, keysetCsv } from '#src/lib/csv/keyset-csv.ts';
import { sendStaffCsv, STAFF_CSV_RESPONSES } from '#src/modules/auth/send-staff-csv.ts';
import {
  afterCursor,
  quoteFilterConditions,
  selectQuotePage,
  type QuoteCursor,
  type QuoteFilter,
} from './quote-rows.ts';

export const QUOTE_CSV_HEADER = [
  'Reference',
  'Date (UTC)',
  'Name',
  'Company',
  'E-mail',
  'Phone',
  'Preferred wholesaler',
  'Wholesaler location',
  'Message',
  'Attachments',
] as const;

function quoteCsvLine(q: QuoteListRow): string {
  const files = [q.ziignaQuoteFile, ...q.otherAttachmentData].filter((f) => f !== null);
  return csvLine([
    q.documentId,
    csvDateTime(q.createdAt),
    q.name,
    q.companyName,
    q.email,
    q.phoneNumber,
    q.preferredWholesaler,
    q.wholesalerLocation,
    q.message,
    files.map((f) => f.fileName).join('; '),
  ]);
}

/** The whole filtered list as CSV, newest first, by keyset (created_at, id). */
export function quoteCsv(db: Orm, f: QuoteFilter, pageRows?: number): AsyncGenerator<string> {
  const filter = quoteFilterConditions(f);
  return keysetCsv({
    header: QUOTE_CSV_HEADER,
    line: quoteCsvLine,
    readPage: (after: QuoteCursor | null, limit) =>
      selectQuotePage(db, { conditions: after ? [...filter, afterCursor(after)] : filter, limit }),
    pageRows,
  });
}

export async function countQuoteRequests(db: Orm, f: QuoteFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quoteRequests)
    .where(and(...quoteFilterConditions(f)));
  return row?.n ?? 0;
}

/**
 * POST /admin/ziigna-details/export?startDate&endDate&searchQuery: every matching request as
 * 'Ziigna Quotes.csv' (UTF-8 with BOM, formula cells neutralised, @lumen/validation/csv),
 * audited before a byte leaves.
 */
export const exportQuoteRequestsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/ziigna-details/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every quote request of a filter as CSV (UTF-8 with BOM), newest first',
        querystring: QuoteExportQuerySchema,
        response: STAFF_CSV_RESPONSES,
      },
    },
    async (req, reply) => {
      const filter: QuoteFilter = req.query;
      return sendStaffCsv(app.db.orm, req, reply, {
        fileName: 'Ziigna Quotes.csv',
        action: 'quotes.export',
        targetType: 'quote-requests',
        filter,
        count: () => countQuoteRequests(app.db.orm, filter),
        csv: () => quoteCsv(app.db.orm, filter),
      });
    },
  );
};
