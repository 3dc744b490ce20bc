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

/**
 * The most pixels an uploaded image may have (docs/decisions/043): a phone's default photo
 * (12 to 24 MP) and an A4 page scanned at 600 dpi (35 MP) pass; a 48 MP "full resolution"
 * photo or a 7000 x 7000 picture does not, and is refused at upload rather than decoded on
 * every staff view.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
