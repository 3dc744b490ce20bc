// The document types the public uploads accept (invoices, quote attachments), without zod: a
// form's first script checks a chosen file against these before it loads any schema.

/**
 * By what a file's first bytes say (the API sniffs them; the browser's own type is only a
 * hint): PDF and the images a phone or scanner makes.
 */
export const UPLOAD_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** A file input's `accept`: the types, and the extensions for browsers that know no HEIC type. */
export const UPLOAD_FILE_ACCEPT = `${UPLOAD_FILE_TYPES.join(',')},.pdf,.jpg,.jpeg,.png,.webp,.heic`;
