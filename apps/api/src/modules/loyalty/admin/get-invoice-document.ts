import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import { ApiErrorSchema, InvoiceDocumentParamsSchema } from '@lumen/validation';
import { loyaltyInvoices } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { attachmentDisposition } from '#src/modules/quotes/admin/get-quote-document.ts';

/**
 * GET /admin/invoice-queue/{invoiceDocumentId} (spec §7): the invoice's stored document, for
 * staff only. The spec's screen opens a public img_url; here the console fetches the bytes
 * with its session and opens them itself, so no invoice is ever reachable without signing in.
 */
export const getInvoiceDocumentRoute: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/admin/invoice-queue/:invoiceDocumentId',
    {
      schema: {
        tags: ['admin'],
        summary: 'The invoice document (image or PDF) of one loyalty invoice (staff only)',
        params: InvoiceDocumentParamsSchema,
        response: {
          200: z.unknown().describe('The stored bytes, as an attachment'),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const [doc] = await app.db.orm
        .select({
          storageKey: loyaltyInvoices.storageKey,
          contentType: loyaltyInvoices.contentType,
          sizeBytes: loyaltyInvoices.sizeBytes,
          invoiceNumber: loyaltyInvoices.invoiceNumber,
        })
        .from(loyaltyInvoices)
        .where(eq(loyaltyInvoices.documentId, req.params.invoiceDocumentId));
      if (!doc) throw new HttpError(404, t('en', 'loyalty.error.invoiceNotFound'));
      const body = await storage.get(doc.storageKey).catch((err: unknown) => {
        req.log.error({ err, key: doc.storageKey }, 'stored loyalty invoice missing');
        throw new HttpError(404, t('en', 'loyalty.error.fileMissing'));
      });
      const extension = doc.storageKey.split('.').at(-1) ?? 'bin';
      return reply
        .type(doc.contentType)
        .header('content-length', doc.sizeBytes)
        .header(
          'content-disposition',
          attachmentDisposition(`invoice-${req.params.invoiceDocumentId}.${extension}`),
        )
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
