import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import { INVOICE_UPLOAD_LIMITS } from './invoice-upload-constants.ts';
import { plainLine } from './plain-text.ts';

/*
 * The invoice-upload competition form (campaigns spec §2.4, §5, §8; issue 11 point 4). The
 * campaigns page and POST /promotions/invoice-upload parse the form's text fields with this one
 * schema; the file's own rules (required, at most INVOICE_MAX_BYTES, a PDF or an image: in
 * invoice-upload-constants.ts) are checked by the page before it sends and by the server on
 * the bytes it receives.
 */

const msg = (key: MessageKey) => ({ message: key });

const requiredLine = (max: number, required: MessageKey, tooLong: MessageKey) =>
  z.string(msg(required)).trim().min(1, msg(required)).max(max, msg(tooLong)).check(plainLine);

/** A form's checkbox as multipart sends it ("true", "on") or as JSON (true). */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on');

export const InvoiceUploadFieldsSchema = z.strictObject({
  firstName: requiredLine(
    INVOICE_UPLOAD_LIMITS.name,
    'invoiceUpload.error.firstNameRequired',
    'invoiceUpload.error.firstNameLength',
  ),
  lastName: requiredLine(
    INVOICE_UPLOAD_LIMITS.name,
    'invoiceUpload.error.lastNameRequired',
    'invoiceUpload.error.lastNameLength',
  ),
  companyName: requiredLine(
    INVOICE_UPLOAD_LIMITS.company,
    'invoiceUpload.error.companyRequired',
    'invoiceUpload.error.companyLength',
  ),
  email: z
    .string(msg('invoiceUpload.error.emailRequired'))
    .trim()
    .min(1, msg('invoiceUpload.error.emailRequired'))
    .max(INVOICE_UPLOAD_LIMITS.email, msg('invoiceUpload.error.email'))
    .pipe(z.email(msg('invoiceUpload.error.email'))),
  /** GDPR consent to marketing: optional (spec §5), recorded with the entry when given. */
  gdprConsent: checkbox,
});
export type InvoiceUploadFields = z.input<typeof InvoiceUploadFieldsSchema>;
export type InvoiceUploadFieldsInput = z.output<typeof InvoiceUploadFieldsSchema>;

export const InvoiceUploadReceiptSchema = z.object({
  received: z.literal(true),
  /** The entry's reference, for the entrant's records. */
  reference: z.string(),
});
export type InvoiceUploadReceipt = z.infer<typeof InvoiceUploadReceiptSchema>;

/**
 * GET /promotions/invoice-upload/current: the invoice competition open now, or else the one
 * that closed last, so the page can say whether invoices are taken before anyone uploads.
 */
export const InvoiceCampaignCurrentSchema = z.strictObject({
  slug: z.string(),
  opensAt: z.iso.datetime(),
  /** Invoices are refused from this instant on. */
  closesAt: z.iso.datetime(),
  open: z.boolean(),
});
export type InvoiceCampaignCurrent = z.infer<typeof InvoiceCampaignCurrentSchema>;
