import { en } from '@lumen/i18n/messages';
import { INVOICE_FILE_TYPES, INVOICE_MAX_BYTES, MAX_IMAGE_PIXELS } from '@lumen/validation';
import { HttpError } from '#src/lib/http-error.ts';
import { checkedFileStream, type FileCheck } from '#src/lib/uploads/checked-file-stream.ts';
import { VisitorError } from '#src/lib/visitor-error.ts';

// API answers are in English; the page shows the same messages in the visitor's language.
const FILE_TYPE_MESSAGE = en['invoiceUpload.error.fileType'];
const FILE_SIZE_MESSAGE = en['invoiceUpload.error.fileSize'];
export const FILE_REQUIRED_MESSAGE = en['invoiceUpload.error.fileRequired'];

const fileIssue = [{ field: 'body.file', message: 'invoiceUpload.error.fileRequired' }];
const pixelsIssue = [{ field: 'body.file', message: 'upload.error.imagePixels' }];

/**
 * The invoice's check (lib/uploads/checked-file-stream.ts): a PDF or an image by its first
 * bytes (else 415) of at most INVOICE_MAX_BYTES (else 413) and, for an image, at most
 * MAX_IMAGE_PIXELS (else 400, naming the file); an empty file is a missing one.
 */
export const invoiceFileCheck = (maxBytes = INVOICE_MAX_BYTES): FileCheck => ({
  maxBytes,
  types: INVOICE_FILE_TYPES,
  tooLarge: () => new VisitorError(413, FILE_SIZE_MESSAGE),
  wrongType: () => new VisitorError(415, FILE_TYPE_MESSAGE),
  empty: () => new HttpError(400, FILE_REQUIRED_MESSAGE, fileIssue),
  pixels: {
    max: MAX_IMAGE_PIXELS,
    refuse: () => new HttpError(400, en['upload.error.imagePixels'], pixelsIssue),
  },
});

export const checkedInvoiceStream = (maxBytes?: number) =>
  checkedFileStream(invoiceFileCheck(maxBytes));
