// The invoice form's fixed rules (campaigns spec §5, §9), without zod: the upload page renders
// from these in its first script, checks a chosen file's size at once, and loads the schemas
// (invoice-upload.ts) only when the visitor starts on the form.
import type { MessageKey } from '@lumen/i18n/messages';
import { UPLOAD_FILE_ACCEPT, UPLOAD_FILE_TYPES, type UploadFileType } from './upload-file-types.ts';

/** Spec §9: "file max 10485760 bytes"; the message says 10MB. */
export const INVOICE_MAX_BYTES = 10_485_760;

export const INVOICE_UPLOAD_LIMITS = { name: 30, company: 30, email: 254 } as const;

/** "PDF or any image" (spec §5) narrowed to the images a phone or scanner makes. */
export const INVOICE_FILE_TYPES = UPLOAD_FILE_TYPES;
export type InvoiceFileType = UploadFileType;
export const INVOICE_FILE_ACCEPT = UPLOAD_FILE_ACCEPT;

/** The file's rule for a browser, which knows the size before it sends. */
export function invoiceFileProblem(file: { size: number } | null | undefined): MessageKey | null {
  if (!file) return 'invoiceUpload.error.fileRequired';
  if (file.size === 0) return 'invoiceUpload.error.fileRequired';
  if (file.size > INVOICE_MAX_BYTES) return 'invoiceUpload.error.fileSize';
  return null;
}
