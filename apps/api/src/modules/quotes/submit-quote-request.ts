import multipart from '@fastify/multipart';
import { and, count, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import { ApiErrorSchema, QUOTE_REQUEST_LIMITS, QuoteRequestReceiptSchema } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { quoteRequestDocuments, quoteRequests } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import type { Mailer } from '#src/lib/mailer.ts';
import { ServiceUnavailableError } from '#src/lib/service-unavailable-error.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { discardUnreadBody } from '#src/lib/uploads/discard-unread-body.ts';
import { newDocumentId } from './document-id.ts';
import {
  QUOTE_MULTIPART_LIMITS,
  deleteDocuments,
  readQuoteRequestForm,
  refuseOversizedBody,
  type QuoteRequestUpload,
} from './read-quote-request-form.ts';

/** Quote requests one client may send per window: a customer sends a few, not dozens. */
export const QUOTE_REQUESTS_PER_WINDOW = 5;
export const QUOTE_WINDOW_MS = 15 * 60_000;

/**
 * Confirmations one address receives in a day, however many clients send requests for it:
 * enough for a customer who sends a few, too few to make the form a way to mail someone
 * (docs/decisions/043). Requests past it are stored as usual, only without the e-mail.
 */
export const CONFIRMATIONS_PER_ADDRESS = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60_000;

/** Tries at a free reference; one clash is already a one-in-a-billion event that day. */
const DOCUMENT_ID_TRIES = 4;

export type SubmitOptions = {
  now: Date;
  /** True once the request's deadline has answered for it: nothing may then be committed. */
  isAbandoned?: () => boolean;
  /** The reference generator (tests make it clash). */
  nextDocumentId?: () => string;
};

/**
 * Whether `email` may get one more confirmation: fewer than CONFIRMATIONS_PER_ADDRESS requests
 * gave it as their address in the window (case aside). Requests for one address wait for each
 * other here, so concurrent ones cannot all see the same room.
 */
async function hasConfirmationLeft(tx: Orm, email: string, now: Date): Promise<boolean> {
  const address = email.toLowerCase();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`quote-confirmation:${address}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(quoteRequests)
    .where(
      and(
        sql`lower(${quoteRequests.email}) = ${address}`,
        gt(quoteRequests.createdAt, new Date(now.getTime() - CONFIRMATION_WINDOW_MS)),
      ),
    );
  return (row?.n ?? 0) < CONFIRMATIONS_PER_ADDRESS;
}

/**
 * Stores a quote request whose files are already in storage, in one transaction: the request
 * under a fresh reference, its documents, and the customer's confirmation e-mail in the
 * outbox, sent once the transaction has committed (ADR 022). Anyone can type someone else's
 * address into the form, so the e-mail repeats none of the sender's text (names, message,
 * file names: only the reference) and an address gets at most CONFIRMATIONS_PER_ADDRESS a
 * day; each client is limited by the route's rate limit.
 */
export async function submitQuoteRequest(
  db: Orm,
  mailer: Mailer,
  { fields, documents }: QuoteRequestUpload,
  { now, isAbandoned = () => false, nextDocumentId = () => newDocumentId(now) }: SubmitOptions,
) {
  const { documentId, outboxId } = await db.transaction(async (tx) => {
    const shouldConfirm = await hasConfirmationLeft(tx, fields.email, now);
    let stored: { id: number; documentId: string } | undefined;
    for (let attempt = 0; !stored && attempt < DOCUMENT_ID_TRIES; attempt++) {
      [stored] = await tx
        .insert(quoteRequests)
        .values({ ...fields, documentId: nextDocumentId(), createdAt: now })
        .onConflictDoNothing({ target: quoteRequests.documentId })
        .returning({ id: quoteRequests.id, documentId: quoteRequests.documentId });
    }
    if (!stored) throw new Error(`no free quote reference in ${DOCUMENT_ID_TRIES} tries`);
    if (documents.length) {
      await tx
        .insert(quoteRequestDocuments)
        .values(documents.map((d) => ({ ...d, quoteRequestId: stored.id })));
    }
    const outboxId = shouldConfirm
      ? await mailer.queue(tx, {
          to: fields.email,
          subject: t(fields.locale, 'quoteRequest.email.subject', {
            documentId: stored.documentId,
          }),
          text: t(fields.locale, 'quoteRequest.email.text', { documentId: stored.documentId }),
        })
      : undefined;
    // The client was already told 503 (the deadline, ADR 011): roll back rather than keep a
    // quote its sender believes was lost and will send again.
    if (isAbandoned()) throw new ServiceUnavailableError('The request deadline passed');
    return { documentId: stored.documentId, outboxId };
  });
  if (outboxId !== undefined) mailer.deliver(outboxId);
  return documentId;
}

/**
 * POST /customer/submit-ziigna-form (multipart; campaigns spec §7, issue 12 point 6): a quote
 * request from the builder's form, with its datasheet and up to 4 other attachments.
 */
export const submitQuoteRequestRoute: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  await app.register(multipart, { limits: QUOTE_MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    '/customer/submit-ziigna-form',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Send a Ziigna quote request with its datasheet (multipart/form-data)',
        description: `Text fields name, companyName, email, phoneNumber, preferredWholesaler, wholesalerLocation, message and locale (QuoteRequestFieldsSchema); the datasheet PDF in \`ziignaQuoteFile\` (required) and up to ${QUOTE_REQUEST_LIMITS.otherAttachments} PDFs or images (JPEG, PNG, WebP, HEIC) in \`otherAttachments\`, each at most ${QUOTE_REQUEST_LIMITS.fileBytes} bytes and ${QUOTE_REQUEST_LIMITS.totalBytes} bytes in all. Types are read from the bytes.`,
        consumes: ['multipart/form-data'],
        response: {
          201: QuoteRequestReceiptSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      config: { rateLimit: { max: QUOTE_REQUESTS_PER_WINDOW, timeWindow: QUOTE_WINDOW_MS } },
      onResponse: discardUnreadBody,
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
      refuseOversizedBody(req.headers['content-length']);
      const now = new Date();
      const upload = await readQuoteRequestForm(req, storage, now);
      try {
        const documentId = await submitQuoteRequest(app.db.orm, app.mailer, upload, {
          now,
          isAbandoned: () => reply.sent,
        });
        return reply.status(201).send({ data: { documentId } });
      } catch (err) {
        await deleteDocuments(storage, upload.documents);
        if (reply.sent) return reply;
        throw err;
      }
    },
  );
};
