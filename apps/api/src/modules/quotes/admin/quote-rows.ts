import { and, asc, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { messagePreview, type QuoteDocument, type QuoteListRow } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { quoteRequestDocuments, quoteRequests } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';
import { quoteSearchCondition } from './quote-search-sql.ts';

/** What narrows the staff quote list: UTC days (both included) and a keyword search. */
export type QuoteFilter = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  searchQuery?: string | undefined;
};

export function quoteFilterConditions(f: QuoteFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.startDate) conditions.push(gte(quoteRequests.createdAt, utcDayStart(f.startDate)));
  if (f.endDate) conditions.push(lt(quoteRequests.createdAt, utcDayStart(f.endDate, 1)));
  if (f.searchQuery) conditions.push(quoteSearchCondition(f.searchQuery));
  return conditions;
}

/**
 * Where a keyset page resumes: the last row's `created_at` as the database wrote it (text, so
 * no microsecond is lost to a JS Date) and its id.
 */
export type QuoteCursor = { createdAt: string; id: number };

/** Rows strictly after the cursor in newest-first order; (created_at, id) is indexed. */
export const afterCursor = (c: QuoteCursor): SQL =>
  sql`(${quoteRequests.createdAt}, ${quoteRequests.id}) < (${c.createdAt}::timestamptz, ${c.id}::bigint)`;

type QuotePageOptions = { conditions: SQL[]; limit: number; offset?: number };

/**
 * One page of quote requests, newest first, with their files' metadata (never a URL: staff
 * fetch the bytes through GET /admin/ziigna-details/:documentId/files/:fileId), and the
 * cursor of its last row for the next keyset page.
 */
export async function selectQuotePage(
  db: Orm,
  { conditions, limit, offset = 0 }: QuotePageOptions,
): Promise<{ rows: QuoteListRow[]; cursor: QuoteCursor | null }> {
  const quotes = await db
    .select({
      id: quoteRequests.id,
      documentId: quoteRequests.documentId,
      createdAt: quoteRequests.createdAt,
      cursorAt: sql<string>`${quoteRequests.createdAt}::text`,
      name: quoteRequests.name,
      email: quoteRequests.email,
      phoneNumber: quoteRequests.phoneNumber,
      companyName: quoteRequests.companyName,
      preferredWholesaler: quoteRequests.preferredWholesaler,
      wholesalerLocation: quoteRequests.wholesalerLocation,
      message: quoteRequests.message,
    })
    .from(quoteRequests)
    .where(and(...conditions))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit)
    .offset(offset);
  if (quotes.length === 0) return { rows: [], cursor: null };

  const documents = await db
    .select({
      id: quoteRequestDocuments.id,
      quoteRequestId: quoteRequestDocuments.quoteRequestId,
      kind: quoteRequestDocuments.kind,
      fileName: quoteRequestDocuments.fileName,
      contentType: quoteRequestDocuments.contentType,
      byteSize: quoteRequestDocuments.sizeBytes,
    })
    .from(quoteRequestDocuments)
    .where(
      inArray(
        quoteRequestDocuments.quoteRequestId,
        quotes.map((q) => q.id),
      ),
    )
    .orderBy(asc(quoteRequestDocuments.kind), asc(quoteRequestDocuments.position));
  const files = new Map<number, { quoteFile: QuoteDocument | null; others: QuoteDocument[] }>();
  for (const d of documents) {
    const entry = files.get(d.quoteRequestId) ?? { quoteFile: null, others: [] };
    const meta = {
      id: d.id,
      fileName: d.fileName,
      contentType: d.contentType,
      byteSize: d.byteSize,
    };
    if (d.kind === 'quote-file') entry.quoteFile = meta;
    else entry.others.push(meta);
    files.set(d.quoteRequestId, entry);
  }

  const rows = quotes.map((q) => ({
    documentId: q.documentId,
    createdAt: q.createdAt.toISOString(),
    name: q.name,
    email: q.email,
    phoneNumber: q.phoneNumber,
    companyName: q.companyName,
    preferredWholesaler: q.preferredWholesaler,
    wholesalerLocation: q.wholesalerLocation,
    message: q.message,
    messagePreview: messagePreview(q.message),
    ziignaQuoteFile: files.get(q.id)?.quoteFile ?? null,
    otherAttachmentData: files.get(q.id)?.others ?? [],
  }));
  const last = quotes[quotes.length - 1]!;
  return { rows, cursor: { createdAt: last.cursorAt, id: last.id } };
}
