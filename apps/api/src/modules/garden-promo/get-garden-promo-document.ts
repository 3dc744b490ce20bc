import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import { ANONYMISED, ApiErrorSchema, GardenPromoDocumentParamsSchema } from '@lumen/validation';
import { gardenPromoEntries } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { attachmentDisposition } from '#src/modules/quotes/admin/get-quote-document.ts';

const notFound = () => new HttpError(404, t('en', 'admin.error.gardenDocumentNotFound'));
/** The retention command deleted the file and kept the row (docs/decisions/036): gone, not unknown. */
const anonymised = () => new HttpError(410, t('en', 'admin.error.gardenDocumentAnonymised'));

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

/**
 * GET /admin/garden-promo-details/:invoiceDocumentId/document: an entry's invoice, for the
 * garden promo card only. Sent as an attachment, so the API's origin never renders it; the
 * console fetches it with the session and shows the blob on its own origin.
 */
export const getGardenPromoDocumentRoute: FastifyPluginAsyncZod<{
  storage: ObjectStorage;
}> = async (app, { storage }) => {
  app.get(
    '/admin/garden-promo-details/:invoiceDocumentId/document',
    {
      schema: {
        tags: ['admin'],
        summary: 'A garden promo entry’s invoice document (staff only)',
        params: GardenPromoDocumentParamsSchema,
        response: {
          200: z.unknown().describe('The stored bytes, as an attachment'),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          410: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const [doc] = await app.db.orm
        .select({
          storageKey: gardenPromoEntries.storageKey,
          contentType: gardenPromoEntries.contentType,
          sizeBytes: gardenPromoEntries.sizeBytes,
          invoiceNumber: gardenPromoEntries.invoiceNumber,
          email: gardenPromoEntries.email,
        })
        .from(gardenPromoEntries)
        .where(eq(gardenPromoEntries.invoiceDocumentId, req.params.invoiceDocumentId));
      if (!doc) throw notFound();
      if (doc.email === ANONYMISED.email) throw anonymised();
      const body = await storage.get(doc.storageKey).catch((err: unknown) => {
        req.log.error({ err, key: doc.storageKey }, 'stored garden promo invoice missing');
        throw notFound();
      });
      const fileName = `invoice-${doc.invoiceNumber}.${EXTENSIONS[doc.contentType] ?? 'bin'}`;
      return reply
        .type(doc.contentType)
        .header('content-length', doc.sizeBytes)
        .header('content-disposition', attachmentDisposition(fileName))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
