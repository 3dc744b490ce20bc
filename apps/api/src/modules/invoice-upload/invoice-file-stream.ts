import { Transform } from 'node:stream';
import { en } from '@lumen/i18n/messages';
import { INVOICE_MAX_BYTES, type InvoiceFileType } from '@lumen/validation';
import { HttpError } from '#src/lib/http-error.ts';
import { VisitorError } from '#src/lib/visitor-error.ts';
import { SNIFF_BYTES, sniffFileType } from './sniff-file-type.ts';

// API answers are in English; the page shows the same messages in the visitor's language.
const FILE_TYPE_MESSAGE = en['invoiceUpload.error.fileType'];
const FILE_SIZE_MESSAGE = en['invoiceUpload.error.fileSize'];
export const FILE_REQUIRED_MESSAGE = en['invoiceUpload.error.fileRequired'];

const fileIssue = [{ field: 'body.file', message: 'invoiceUpload.error.fileRequired' }];

/**
 * Passes an uploaded file through unchanged while checking it: its first bytes must say an
 * accepted type (else 415) and it may not pass INVOICE_MAX_BYTES (else 413). It holds at most
 * the first SNIFF_BYTES, so a file is never whole in memory; the storage it feeds deletes
 * what it wrote when this errors.
 */
export function checkedInvoiceStream(maxBytes = INVOICE_MAX_BYTES) {
  let head = Buffer.alloc(0);
  let type: InvoiceFileType | null = null;
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new VisitorError(413, FILE_SIZE_MESSAGE));
      if (type) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return done();
      type = sniffFileType(head);
      if (!type) return done(new VisitorError(415, FILE_TYPE_MESSAGE));
      const first = head;
      head = Buffer.alloc(0);
      done(null, first);
    },
    flush(done) {
      if (type) return done();
      if (bytes === 0) return done(new HttpError(400, FILE_REQUIRED_MESSAGE, fileIssue));
      // A file shorter than the sniff window: judge what there is.
      type = head.length ? sniffFileType(head) : null;
      if (!type) return done(new VisitorError(415, FILE_TYPE_MESSAGE));
      done(null, head);
    },
  });
  return Object.assign(stream, {
    /** The type the bytes showed; known once the stream has finished. */
    fileType: () => type,
  });
}
