import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import { ApiErrorSchema, QuoteDocumentParamsSchema } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { quoteRequestDocuments, quoteRequests } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';

const notFound = () => new HttpError(404, t('en', 'admin.error.quoteFileNotFound'));

/** A file of one quote request: only when the file belongs to that request. */
export async function findQuoteDocument(db: Orm, documentId: string, fileId: string) {
  // Malformed ids name no file: the same 404 as unknown ones, nothing reaches the database.
  if (!/^[1-9][0-9]{0,15}$/.test(fileId)) return undefined;
  const [row] = await db
    .select({
      storageKey: quoteRequestDocuments.storageKey,
      fileName: quoteRequestDocuments.fileName,
      contentType: quoteRequestDocuments.contentType,
      byteSize: quoteRequestDocuments.sizeBytes,
    })
    .from(quoteRequestDocuments)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestDocuments.quoteRequestId))
    .where(
      and(
        eq(quoteRequestDocuments.id, Number(fileId)),
        eq(quoteRequests.documentId, documentId.toUpperCase()),
      ),
    );
  return row;
}

/**
 * `attachment` with the sender's file name: a plain ASCII fallback and the exact name as
 * RFC 6266/5987 `filename*`, so no quote, semicolon or line end in a name can break the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /admin/ziigna-details/:documentId/files/:fileId: the stored bytes, for the quotes card
 * only, always as a download (never rendered by the browser on the API's origin).
 */
export const getQuoteDocumentRoute: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/admin/ziigna-details/:documentId/files/:fileId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Download a quote request’s datasheet or attachment (staff only)',
        params: QuoteDocumentParamsSchema,
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
      const doc = await findQuoteDocument(app.db.orm, req.params.documentId, req.params.fileId);
      if (!doc) throw notFound();
      const body = await storage.get(doc.storageKey).catch((err: unknown) => {
        req.log.error({ err, key: doc.storageKey }, 'stored quote file missing');
        throw notFound();
      });
      return reply
        .type(doc.contentType)
        .header('content-length', doc.byteSize)
        .header('content-disposition', attachmentDisposition(doc.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
