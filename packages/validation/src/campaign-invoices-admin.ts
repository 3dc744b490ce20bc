import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import { checkDateRange, isoDateTime, listDate, listPage, listSize, pageOf } from './staff.ts';

/*
 * The staff list of campaign invoice documents (issue 14 point 7; campaigns spec §2.4, §3
 * "Campaign invoice document", §7 GET /loyalty/get-documents-for-campaign): the documents
 * entrants uploaded on the public invoice page.
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

/**
 * The spec names the filters StartDate and EndDate (capitalised, as its invoice queues do).
 * They get every admin list's date rule (checkDateRange), reported under their own names.
 */
function checkCapitalisedRange(
  v: { StartDate?: string | undefined; EndDate?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const result = z
    .object({ startDate: z.string().optional(), endDate: z.string().optional() })
    .superRefine(checkDateRange)
    .safeParse({ startDate: v.StartDate, endDate: v.EndDate });
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path[0] === 'startDate' ? 'StartDate' : 'EndDate';
    ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
  }
}

const campaignInvoicesFilter = {
  StartDate: listDate.optional(),
  EndDate: listDate.optional(),
};

/**
 * `GET /loyalty/get-documents-for-campaign?StartDate&EndDate&page&size`: the spec shows only
 * the dates; the list is paged like every admin list (50 a page) so it stays small however
 * many invoices arrive (decision 035).
 */
export const CampaignInvoicesQuerySchema = z
  .strictObject({ ...campaignInvoicesFilter, page: listPage, size: listSize })
  .superRefine(checkCapitalisedRange);
export type CampaignInvoicesQuery = z.input<typeof CampaignInvoicesQuerySchema>;

/** `POST /loyalty/get-documents-for-campaign/export?StartDate&EndDate`: every matching document. */
export const CampaignInvoicesExportQuerySchema = z
  .strictObject(campaignInvoicesFilter)
  .superRefine(checkCapitalisedRange);
export type CampaignInvoicesExportQuery = z.input<typeof CampaignInvoicesExportQuerySchema>;

/** A document's reference: 12 letters and digits (campaign_invoice_documents.reference). */
export const CampaignInvoiceParamsSchema = z.strictObject({
  reference: z
    .string()
    .regex(/^[0-9A-Za-z]{12}$/, msg('admin.error.campaignDocumentNotFound'))
    .toUpperCase(),
});

/**
 * Spec §3's row. The public upload form asks for no vendor and no invoice date, so they are
 * null until staff record them (kept for the spec's shape). `img_thumb` and `image` are API
 * paths the console fetches with the session, never public addresses; a PDF has no thumbnail.
 */
export const CampaignInvoiceRowSchema = z.strictObject({
  reference: z.string(),
  campaign: z.string(),
  email: z.string(),
  fullName: z.string(),
  company: z.string(),
  vendor: z.string().nullable(),
  uploadDate: isoDateTime,
  invoiceDate: z.string().nullable(),
  contentType: z.string(),
  img_thumb: z.string().nullable(),
  image: z.string(),
  gdprConsent: z.boolean(),
  valid: z.boolean().nullable(),
});
export type CampaignInvoiceRow = z.infer<typeof CampaignInvoiceRowSchema>;

export const CampaignInvoicesPageSchema = pageOf(CampaignInvoiceRowSchema);
export type CampaignInvoicesPage = z.infer<typeof CampaignInvoicesPageSchema>;
