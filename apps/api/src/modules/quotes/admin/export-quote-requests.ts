import { Readable } from 'node:stream';
import { and, count } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CSV_BOM,
  csvLine,
  QuoteExportQuerySchema,
  type QuoteListRow,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { quoteRequests } from '#src/db/schema.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import {
  afterCursor,
  quoteFilterConditions,
  selectQuotePage,
  type QuoteCursor,
  type QuoteFilter,
} from './quote-rows.ts';

/** Rows per keyset page: memory stays at one page whatever the export's length. */
export const EXPORT_PAGE_ROWS = 1_000;

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

/** "2026-11-25 14:03:09": a form every spreadsheet reads as a date and time. */
const csvDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

function quoteCsvLine(q: QuoteListRow): string {
  const files = [q.ziignaQuoteFile, ...q.otherAttachmentData].filter((f) => f !== null);
  return csvLine([
    q.documentId,
    csvDate(q.createdAt),
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

/**
 * The whole filtered list as CSV, newest first, read a page at a time by keyset (created_at,
 * id), never by offset, so the last page costs what the first does; pulled only as fast as
 * the client reads it.
 */
export async function* quoteCsv(
  db: Orm,
  f: QuoteFilter,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(QUOTE_CSV_HEADER);
  const filter = quoteFilterConditions(f);
  let cursor: QuoteCursor | null = null;
  for (;;) {
    const page: Awaited<ReturnType<typeof selectQuotePage>> = await selectQuotePage(db, {
      conditions: cursor ? [...filter, afterCursor(cursor)] : filter,
      limit: pageRows,
    });
    if (page.rows.length > 0) yield page.rows.map(quoteCsvLine).join('');
    if (page.rows.length < pageRows || !page.cursor) return;
    cursor = page.cursor;
  }
}

export async function countQuoteRequests(db: Orm, f: QuoteFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quoteRequests)
    .where(and(...quoteFilterConditions(f)));
  return row?.n ?? 0;
}

/**
 * GET /admin/ziigna-details/export?startDate&endDate&searchQuery: every matching request as
 * 'Ziigna Quotes.csv' (UTF-8 with BOM, formula cells neutralised, @lumen/validation/csv).
 * The audit entry (who, the filter, the rows at the start) is written before a byte leaves.
 */
export const exportQuoteRequestsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/ziigna-details/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every quote request of a filter as CSV (UTF-8 with BOM), newest first',
        querystring: QuoteExportQuerySchema,
        response: {
          200: z.unknown().describe('CSV (text/csv), UTF-8 with BOM'),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Ziigna Quotes.csv"')
        .header('x-content-type-options', 'nosniff');
      // HEAD (answered by this GET route) exports nothing, so it reads and records nothing.
      if (req.method === 'HEAD') return reply.send('');
      const staff = signedInStaff(req);
      const filter: QuoteFilter = req.query;
      const rows = await countQuoteRequests(app.db.orm, filter);
      await recordAudit(app.db.orm, {
        action: 'quotes.export',
        actorId: staff.id,
        clientAddress: req.ip,
        target: { type: 'quote-requests', id: 'csv' },
        details: { filter, rows },
      });
      return reply.send(Readable.from(quoteCsv(app.db.orm, filter)));
    },
  );
};
