// The Ziigna quote form's limits, file rules and example phones, without zod: the builder's
// first script checks a chosen attachment with these and loads the schema (quote-request.ts)
// only when the form is sent. Campaigns spec §5, §9; issue 12 points 5 and 6; ADR 027.
import type { EditionId } from '@lumen/i18n/editions';
import type { MessageKey } from '@lumen/i18n/messages';
import { UPLOAD_FILE_ACCEPT, UPLOAD_FILE_TYPES, type UploadFileType } from './upload-file-types.ts';

export const QUOTE_REQUEST_LIMITS = {
  /** Spec §5: "Name … max 30", "Company name … max 30". */
  name: 30,
  companyName: 30,
  /** The longest address SMTP can deliver to (RFC 5321). */
  email: 254,
  /** Spec §5: an optional leading + and 2 to 13 digits, 13 characters at most. */
  phoneNumber: 13,
  phoneDigitsMin: 2,
  /**
   * Not in the spec: the longest wholesaler trading names and branch names ("Newcastle upon
   * Tyne, Team Valley") run to about 40 characters; 60 leaves room without inviting essays.
   */
  preferredWholesaler: 60,
  wholesalerLocation: 60,
  /** Spec §5: "Message: optional, max 300". */
  message: 300,
  /** Spec §5, §9: other attachments, besides the datasheet, at most 4. */
  otherAttachments: 4,
  /** Each file, the datasheet included: a phone photo or a scanned drawing fits. */
  fileBytes: 10_485_760,
  /** All files of one request together: the datasheet and four large photos do not. */
  totalBytes: 26_214_400,
} as const;

/** The datasheet the builder makes is a PDF; nothing else is a quote file. */
export const QUOTE_FILE_TYPES = ['application/pdf'] as const satisfies readonly UploadFileType[];
/** Other attachments: the same documents the invoice upload takes, sniffed the same way. */
export const QUOTE_ATTACHMENT_TYPES = UPLOAD_FILE_TYPES;
export const QUOTE_ATTACHMENT_ACCEPT = UPLOAD_FILE_ACCEPT;

/** The multipart field names of POST /customer/submit-ziigna-form (spec §3, §7). */
export const QUOTE_FILE_FIELD = 'ziignaQuoteFile';
export const QUOTE_ATTACHMENTS_FIELD = 'otherAttachments';

/**
 * The reference a customer is given (`documentId`): ZQ, the UTC day it was sent and six
 * symbols of an alphabet without O/0 and I/1, so it can be read out on the phone.
 */
export const QUOTE_DOCUMENT_ID_PATTERN = /^ZQ-\d{8}-[A-HJ-NP-Z2-9]{6}$/;

/**
 * The phone number the invalid-phone message shows ('{phone}'), one per edition, each valid
 * by the form's own rule and taken from the ranges regulators keep for fiction and examples:
 * Ofcom 07700 900xxx, ACMA 0491 570 xxx, ARCEP 06 39 98 xx xx; New Zealand has no such
 * range, so its example is a 021 mobile of the usual length.
 */
export const QUOTE_PHONE_EXAMPLES = {
  uk: '+447700900123',
  au: '+61491570156',
  fr: '+33639981234',
  nz: '+64211234567',
} as const satisfies Record<EditionId, string>;

/** The `{phone}` of 'quoteRequest.error.phone' for the edition the form is shown in. */
export const quotePhoneExample = (edition: EditionId): string => QUOTE_PHONE_EXAMPLES[edition];

/** Every message the quote form's rules and the quote API give, as @lumen/i18n keys. */
export const QUOTE_REQUEST_MESSAGES = {
  limitExceeded: 'quoteRequest.limitExceeded',
  fileRequired: 'quoteRequest.error.quoteFileRequired',
  quoteFileType: 'quoteRequest.error.quoteFileType',
  fileType: 'quoteRequest.error.fileType',
  fileEmpty: 'quoteRequest.error.fileEmpty',
  fileSize: 'quoteRequest.error.fileSize',
  totalSize: 'quoteRequest.error.totalSize',
  attachmentCount: 'quoteRequest.error.attachmentCount',
  imagePixels: 'upload.error.imagePixels',
} as const satisfies Record<string, MessageKey>;

/** What the browser knows of a chosen file before it is sent. */
export type ChosenFile = { size: number; type: string; name: string };

const EXTENSION_TYPES: Record<string, UploadFileType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

/**
 * The type a browser's file claims: its own type, or by extension when it has none (HEIC on
 * most desktop browsers). Only a hint for an early message; the API reads the bytes.
 */
export function claimedUploadType(file: ChosenFile): UploadFileType | null {
  const known = UPLOAD_FILE_TYPES.find((t) => t === file.type);
  if (known) return known;
  if (file.type && file.type !== 'application/octet-stream') return null;
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** The bytes the files of one request add up to (the total limit counts the datasheet too). */
export const quoteFilesBytes = (files: readonly ({ size: number } | null | undefined)[]) =>
  files.reduce((sum, f) => sum + (f?.size ?? 0), 0);

/**
 * Whether `file` may join the other attachments already listed (spec §4, §5): a fifth, an
 * empty or oversized file, one of another type, or one that takes the request past the total
 * gives the reason's key (the form shows 'Limit Exceeded' for each, spec §8); null accepts it.
 */
export function quoteAttachmentProblem(
  file: ChosenFile,
  attached: readonly ChosenFile[],
  quoteFile?: ChosenFile | null,
): MessageKey | null {
  if (attached.length >= QUOTE_REQUEST_LIMITS.otherAttachments)
    return QUOTE_REQUEST_MESSAGES.attachmentCount;
  if (file.size === 0) return QUOTE_REQUEST_MESSAGES.fileEmpty;
  if (!claimedUploadType(file)) return QUOTE_REQUEST_MESSAGES.fileType;
  if (file.size > QUOTE_REQUEST_LIMITS.fileBytes) return QUOTE_REQUEST_MESSAGES.fileSize;
  if (quoteFilesBytes([...attached, quoteFile, file]) > QUOTE_REQUEST_LIMITS.totalBytes)
    return QUOTE_REQUEST_MESSAGES.totalSize;
  return null;
}
