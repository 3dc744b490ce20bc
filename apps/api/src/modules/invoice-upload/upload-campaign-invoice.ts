import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { en } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  INVOICE_MAX_BYTES,
  InvoiceUploadFieldsSchema,
  InvoiceUploadReceiptSchema,
  type InvoiceFileType,
} from '@lumen/validation';
import { campaignInvoiceDocuments } from '#src/db/schema.ts';
import { HttpError, invalidFieldsMessage } from '#src/lib/http-error.ts';
import { VisitorError } from '#src/lib/visitor-error.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { checkedUpload } from '#src/lib/uploads/checked-file-stream.ts';
import { discardUnreadBody } from '#src/lib/uploads/discard-unread-body.ts';
import { multipartError } from '#src/lib/uploads/multipart-error.ts';
import { FILE_REQUIRED_MESSAGE, invoiceFileCheck } from './invoice-file-stream.ts';
import { findOpenInvoiceCampaign } from './find-open-invoice-campaign.ts';

/** Uploads one client may send per window: an entrant sends a few invoices, not dozens. */
export const INVOICE_UPLOADS_PER_WINDOW = 10;
export const INVOICE_WINDOW_MS = 15 * 60_000;

/** The form's text fields are short; anything longer is not the form. */
const FIELD_LIMITS = { fields: 10, fieldSize: 1024, files: 1, parts: 12, headerPairs: 50 };

/**
 * POST /promotions/invoice-upload (multipart): one entry to the open invoice competition
 * (campaigns §2.4, §5; issue 11 point 4). The file streams through a type and size check
 * into storage, so it is never whole in memory; the text fields parse with the page's own
 * schema. Whatever fails, nothing stays stored.
 */
export const uploadCampaignInvoice: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  await app.register(multipart, {
    // One byte past the limit reaches the checked stream, which answers 413 for it.
    limits: { ...FIELD_LIMITS, fileSize: INVOICE_MAX_BYTES + 1 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/promotions/invoice-upload',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Enter the invoice competition with an invoice (multipart/form-data)',
        description:
          'Fields firstName, lastName, companyName, email, gdprConsent, and one file in `file`: a PDF, JPEG, PNG, WebP or HEIC of at most 10,485,760 bytes.',
        consumes: ['multipart/form-data'],
        response: {
          201: InvoiceUploadReceiptSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      config: { rateLimit: { max: INVOICE_UPLOADS_PER_WINDOW, timeWindow: INVOICE_WINDOW_MS } },
      onResponse: discardUnreadBody,
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
      const campaign = await findOpenInvoiceCampaign(app.db.orm, new Date());
      if (!campaign) throw new VisitorError(409, en['invoiceUpload.error.closed']);

      const fields: Record<string, string> = {};
      let stored: { key: string; contentType: InvoiceFileType; bytes: number } | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== 'file' || stored) {
            part.file.resume();
            throw new HttpError(400, 'Send one invoice, in the field "file"');
          }
          const key = `invoices/${campaign.slug}/${randomUUID()}`;
          const checked = checkedUpload(part.file, invoiceFileCheck());
          const { bytes } = await storage
            .put(key, checked, 'application/octet-stream')
            // A part the parser failed: the body ended inside the file.
            .catch((err: unknown) => {
              throw part.file.errored ? multipartError(err) : err;
            });
          stored = { key, contentType: checked.fileType()!, bytes };
        }
        if (!stored) {
          throw new HttpError(400, FILE_REQUIRED_MESSAGE, [
            { field: 'body.file', message: 'invoiceUpload.error.fileRequired' },
          ]);
        }
        const parsed = InvoiceUploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((i) => ({
            field: i.path.length ? `body.${i.path.join('.')}` : 'body',
            message: i.message,
          }));
          throw new HttpError(400, invalidFieldsMessage(issues), issues);
        }
        const { gdprConsent, ...entrant } = parsed.data;
        const [row] = await app.db.orm
          .insert(campaignInvoiceDocuments)
          .values({
            promotionId: campaign.id,
            ...entrant,
            storageKey: stored.key,
            contentType: stored.contentType,
            sizeBytes: stored.bytes,
            gdprConsentAt: gdprConsent ? new Date() : null,
          })
          .returning({ reference: campaignInvoiceDocuments.reference });
        return reply.status(201).send({ received: true, reference: row!.reference });
      } catch (err) {
        if (stored) await storage.delete(stored.key);
        throw err;
      }
    },
  );
};
