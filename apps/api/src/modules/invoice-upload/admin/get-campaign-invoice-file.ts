import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import { ApiErrorSchema, CampaignInvoiceParamsSchema, MAX_IMAGE_PIXELS } from '@lumen/validation';
import { campaignInvoiceDocuments } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { Semaphore } from '#src/lib/semaphore.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { attachmentDisposition } from '#src/modules/quotes/admin/get-quote-document.ts';
import { THUMBNAIL_TYPES } from './campaign-invoice-rows.ts';

const notFound = () => new HttpError(404, t('en', 'admin.error.campaignDocumentNotFound'));

/** The side of a thumbnail in the staff table (shown at 64 px; sharp on high-density screens). */
export const THUMB_SIDE = 128;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

/**
 * A document's bytes (`/file`, as an attachment the console shows from a blob) and its
 * thumbnail (`/thumb`, a small JPEG drawn by sharp), for the campaign invoices card only.
 * A thumbnail is drawn once, on its picture's first view, and kept in the row: decoding a
 * large picture costs seconds, and the list shows every thumbnail on every visit
 * (docs/decisions/043). Drawing is one at a time, a few waiting (503 beyond), like the
 * catalogue's (decision 011), and refuses pictures over MAX_IMAGE_PIXELS, which the upload
 * refuses too. Like every staff answer, the browser does not cache them (plugins/auth.ts).
 */
export const getCampaignInvoiceFileRoutes: FastifyPluginAsyncZod<{
  storage: ObjectStorage;
}> = async (app, { storage }) => {
  const gate = new Semaphore({
    limit: 1,
    maxQueued: 32,
    busyMessage: 'Too many invoice thumbnails are being drawn; try again shortly',
  });

  async function storedThumb(reference: string) {
    const [row] = await app.db.orm
      .select({ thumbJpeg: campaignInvoiceDocuments.thumbJpeg })
      .from(campaignInvoiceDocuments)
      .where(eq(campaignInvoiceDocuments.reference, reference));
    return row?.thumbJpeg ?? null;
  }

  async function drawThumb(reference: string, storageKey: string, log: FastifyBaseLogger) {
    const source = await storage
      .get(storageKey)
      .then(buffer)
      .catch((err: unknown) => {
        log.error({ err, key: storageKey }, 'stored campaign invoice missing');
        throw notFound();
      });
    const thumb = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer()
      .catch((err: unknown) => {
        log.warn({ err, key: storageKey }, 'campaign invoice thumbnail failed');
        throw notFound();
      });
    await app.db.orm
      .update(campaignInvoiceDocuments)
      .set({ thumbJpeg: thumb })
      .where(eq(campaignInvoiceDocuments.reference, reference));
    return thumb;
  }

  async function findDocument(reference: string) {
    const [doc] = await app.db.orm
      .select({
        storageKey: campaignInvoiceDocuments.storageKey,
        contentType: campaignInvoiceDocuments.contentType,
        sizeBytes: campaignInvoiceDocuments.sizeBytes,
      })
      .from(campaignInvoiceDocuments)
      .where(eq(campaignInvoiceDocuments.reference, reference));
    if (!doc) throw notFound();
    return doc;
  }

  const responses = {
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
  };

  app.get(
    '/loyalty/get-documents-for-campaign/:reference/file',
    {
      schema: {
        tags: ['admin'],
        summary: 'An uploaded campaign invoice (staff only)',
        params: CampaignInvoiceParamsSchema,
        response: { 200: z.unknown().describe('The stored bytes, as an attachment'), ...responses },
      },
    },
    async (req, reply) => {
      const doc = await findDocument(req.params.reference);
      const body = await storage.get(doc.storageKey).catch((err: unknown) => {
        req.log.error({ err, key: doc.storageKey }, 'stored campaign invoice missing');
        throw notFound();
      });
      const name = `invoice-${req.params.reference}.${EXTENSIONS[doc.contentType] ?? 'bin'}`;
      return reply
        .type(doc.contentType)
        .header('content-length', doc.sizeBytes)
        .header('content-disposition', attachmentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.get(
    '/loyalty/get-documents-for-campaign/:reference/thumb',
    {
      schema: {
        tags: ['admin'],
        summary: 'A campaign invoice picture’s thumbnail, JPEG (staff only; not for PDFs)',
        params: CampaignInvoiceParamsSchema,
        response: {
          200: z.unknown().describe('A JPEG thumbnail'),
          ...responses,
          503: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { reference } = req.params;
      const doc = await findDocument(reference);
      if (!THUMBNAIL_TYPES.includes(doc.contentType)) throw notFound();
      const thumb =
        (await storedThumb(reference)) ??
        // Read again once through the gate: a view that waited may find it drawn meanwhile.
        (await gate.run(
          async () =>
            (await storedThumb(reference)) ?? drawThumb(reference, doc.storageKey, req.log),
        ));
      return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').send(thumb);
    },
  );
};
