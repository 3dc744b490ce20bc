import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { CampaignInvoiceRow } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { campaignInvoiceDocuments, promotions } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';

/** UTC days of upload, both included; absent means unbounded (spec §7 StartDate, EndDate). */
export type CampaignInvoiceFilter = {
  StartDate?: string | undefined;
  EndDate?: string | undefined;
};

const docs = campaignInvoiceDocuments;

export function campaignInvoiceConditions(f: CampaignInvoiceFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.StartDate) conditions.push(gte(docs.createdAt, utcDayStart(f.StartDate)));
  if (f.EndDate) conditions.push(lt(docs.createdAt, utcDayStart(f.EndDate, 1)));
  return conditions;
}

/** Where a keyset page resumes: the last row's created_at as text (no microsecond lost). */
export type CampaignInvoiceCursor = { createdAt: string; id: number };

export const afterCampaignInvoice = (c: CampaignInvoiceCursor): SQL =>
  sql`(${docs.createdAt}, ${docs.id}) < (${c.createdAt}::timestamptz, ${c.id}::bigint)`;

/** The API paths of a document's bytes and thumbnail: staff-only, fetched with the session. */
export const campaignInvoicePath = (reference: string, what: 'file' | 'thumb') =>
  `/loyalty/get-documents-for-campaign/${reference}/${what}`;

/** Pictures sharp draws a thumbnail of; a PDF (or HEIC) shows as a document icon instead. */
export const THUMBNAIL_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** One page of documents, newest first, and the cursor of its last row. */
export async function selectCampaignInvoicePage(
  db: Orm,
  { conditions, limit, offset = 0 }: { conditions: SQL[]; limit: number; offset?: number },
): Promise<{ rows: CampaignInvoiceRow[]; cursor: CampaignInvoiceCursor | null }> {
  const found = await db
    .select({
      id: docs.id,
      reference: docs.reference,
      campaign: promotions.slug,
      email: docs.email,
      firstName: docs.firstName,
      lastName: docs.lastName,
      company: docs.companyName,
      createdAt: docs.createdAt,
      cursorAt: sql<string>`${docs.createdAt}::text`,
      contentType: docs.contentType,
      gdprConsentAt: docs.gdprConsentAt,
      valid: docs.valid,
    })
    .from(docs)
    .innerJoin(promotions, eq(promotions.id, docs.promotionId))
    .where(and(...conditions))
    .orderBy(desc(docs.createdAt), desc(docs.id))
    .limit(limit)
    .offset(offset);
  const rows = found.map((r) => ({
    reference: r.reference,
    campaign: r.campaign,
    email: r.email,
    fullName: `${r.firstName} ${r.lastName}`,
    company: r.company,
    // The public form asks for neither (spec §2.4); kept for the spec's row (decision 035).
    vendor: null,
    uploadDate: r.createdAt.toISOString(),
    invoiceDate: null,
    contentType: r.contentType,
    img_thumb: THUMBNAIL_TYPES.includes(r.contentType)
      ? campaignInvoicePath(r.reference, 'thumb')
      : null,
    image: campaignInvoicePath(r.reference, 'file'),
    gdprConsent: r.gdprConsentAt !== null,
    valid: r.valid,
  }));
  const last = found.at(-1);
  return { rows, cursor: last ? { createdAt: last.cursorAt, id: last.id } : null };
}
