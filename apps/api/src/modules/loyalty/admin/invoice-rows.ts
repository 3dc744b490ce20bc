import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ApprovalInvoice, LoyaltySettings } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { loyaltyCustomers, loyaltyInvoices } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';
import { thresholdFor } from './loyalty-settings.ts';

/*
 * The invoice rows staff review, with the fraud signals computed here on the server
 * (decision 034). Hand-written SQL stays in this query module.
 */

export type InvoiceFilter = {
  StartDate?: string | undefined;
  EndDate?: string | undefined;
};

/** Pending (approved null) or decided (true or false): spec §4's two lists. */
export function invoiceConditions(state: 'pending' | 'decided', f: InvoiceFilter): SQL[] {
  const conditions: SQL[] = [
    state === 'pending' ? isNull(loyaltyInvoices.approved) : isNotNull(loyaltyInvoices.approved),
  ];
  if (f.StartDate) conditions.push(gte(loyaltyInvoices.createdAt, utcDayStart(f.StartDate)));
  if (f.EndDate) conditions.push(lt(loyaltyInvoices.createdAt, utcDayStart(f.EndDate, 1)));
  return conditions;
}

/** An invoice number as compared for duplicates: without spaces, whatever its case. */
export const normalisedNumber = (column: AnyPgColumn) => sql`upper(replace(${column}, ' ', ''))`;

const other = alias(loyaltyInvoices, 'other');

/** Another invoice has the same number (the index on the normalised number answers it). */
const duplicateNumber = sql<boolean>`EXISTS (SELECT 1 FROM ${loyaltyInvoices} AS ${other} WHERE ${normalisedNumber(other.invoiceNumber)} = ${normalisedNumber(loyaltyInvoices.invoiceNumber)} AND ${other.id} <> ${loyaltyInvoices.id})`;
/** Another invoice has the same bytes. */
const duplicateFile = sql<boolean>`EXISTS (SELECT 1 FROM ${loyaltyInvoices} AS ${other} WHERE ${other.contentSha256} = ${loyaltyInvoices.contentSha256} AND ${other.id} <> ${loyaltyInvoices.id})`;
/** How many invoices the customer uploaded on this invoice's UTC day (this one included). */
const dayStart = sql`(date_trunc('day', ${loyaltyInvoices.createdAt} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
const uploadsThatDay = sql<number>`(SELECT count(*)::int FROM ${loyaltyInvoices} AS ${other} WHERE ${other.customerId} = ${loyaltyInvoices.customerId} AND ${other.createdAt} >= ${dayStart} AND ${other.createdAt} < ${dayStart} + interval '1 day')`;

export async function countInvoices(db: Orm, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loyaltyInvoices)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/**
 * Invoice rows with their customer and signals. The pending queue reads oldest first (the
 * order they are worked through); history and search newest first.
 */
export async function selectInvoiceRows(
  db: Pick<Orm, 'select'>,
  settings: LoyaltySettings,
  {
    conditions,
    limit,
    offset = 0,
    order,
  }: { conditions: SQL[]; limit: number; offset?: number; order: 'oldest' | 'newest' },
): Promise<ApprovalInvoice[]> {
  const by = order === 'oldest' ? asc : desc;
  // The page's ids first, from the index alone; the signals' subqueries then run for those 50
  // rows only. In one query PostgreSQL computes them for every row OFFSET skips too: the last
  // of 200 pages took 60 ms instead of 5 (bench:loyalty-approvals).
  const page = await db
    .select({ id: loyaltyInvoices.id })
    .from(loyaltyInvoices)
    .innerJoin(loyaltyCustomers, eq(loyaltyCustomers.id, loyaltyInvoices.customerId))
    .where(and(...conditions))
    .orderBy(by(loyaltyInvoices.createdAt), by(loyaltyInvoices.id))
    .limit(limit)
    .offset(offset);
  if (page.length === 0) return [];
  const found = await db
    .select({
      documentId: loyaltyInvoices.documentId,
      customerId: loyaltyInvoices.customerId,
      email: loyaltyCustomers.email,
      invoiceNumber: loyaltyInvoices.invoiceNumber,
      vendorName: loyaltyInvoices.vendorName,
      createdAt: loyaltyInvoices.createdAt,
      points: loyaltyInvoices.points,
      approved: loyaltyInvoices.approved,
      invoiceReason: loyaltyInvoices.invoiceReason,
      decidedAt: loyaltyInvoices.decidedAt,
      duplicateNumber,
      duplicateFile,
      uploadsThatDay,
    })
    .from(loyaltyInvoices)
    .innerJoin(loyaltyCustomers, eq(loyaltyCustomers.id, loyaltyInvoices.customerId))
    .where(
      inArray(
        loyaltyInvoices.id,
        page.map((r) => r.id),
      ),
    )
    .orderBy(by(loyaltyInvoices.createdAt), by(loyaltyInvoices.id));
  return found.map((r) => {
    const fraudSignals = {
      duplicateInvoiceNumber: r.duplicateNumber,
      duplicateFile: r.duplicateFile,
      manyUploadsInDay: r.uploadsThatDay > settings.dailyUploadLimit,
      uploadsThatDay: r.uploadsThatDay,
    };
    return {
      invoiceDocumentId: r.documentId,
      customerId: r.customerId,
      customerEmail: r.email,
      invoiceNumber: r.invoiceNumber,
      vendorName: r.vendorName,
      createdAt: r.createdAt.toISOString(),
      point: r.points,
      threshold: thresholdFor(settings, r.vendorName),
      invoiceImageThumbUrl: `/admin/invoice-queue/${r.documentId}`,
      approved: r.approved,
      invoiceReason: r.invoiceReason,
      decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
      suspiciousUser:
        fraudSignals.duplicateInvoiceNumber ||
        fraudSignals.duplicateFile ||
        fraudSignals.manyUploadsInDay,
      fraudSignals,
    };
  });
}

/** LIKE's own characters in what staff typed are searched for as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Spec §7's search: part of the customer's e-mail or of the invoice number, any case. */
export function invoiceSearchCondition(text: string): SQL {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const numberPattern = `%${escapeLike(text.replaceAll(' ', '').toUpperCase())}%`;
  return sql`(lower(${loyaltyCustomers.email}) LIKE ${pattern} OR ${normalisedNumber(loyaltyInvoices.invoiceNumber)} LIKE ${numberPattern})`;
}
