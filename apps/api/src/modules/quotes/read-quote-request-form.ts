import { randomUUID } from 'node:crypto';
import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { en } from '@lumen/i18n/messages';
import {
  MAX_IMAGE_PIXELS,
  QUOTE_ATTACHMENT_TYPES,
  QUOTE_ATTACHMENTS_FIELD,
  QUOTE_FILE_FIELD,
  QUOTE_FILE_TYPES,
  QUOTE_REQUEST_LIMITS as LIMITS,
  QUOTE_REQUEST_MESSAGES as FILE_MESSAGES,
  QuoteRequestFieldsSchema,
  type QuoteRequestFieldsInput,
  type UploadFileType,
} from '@lumen/validation';
import type { QuoteDocumentKind } from '#src/db/quote-requests-schema.ts';
import { HttpError, invalidFieldsMessage } from '#src/lib/http-error.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { checkedUpload } from '#src/lib/uploads/checked-file-stream.ts';
import { cleanFileName } from '#src/lib/uploads/file-name.ts';
import { multipartError, type MultipartLimitMessages } from '#src/lib/uploads/multipart-error.ts';
import type { ApiIssue } from '#src/plugins/errors.ts';

export type StoredDocument = {
  kind: QuoteDocumentKind;
  /** 0 for the datasheet; 0 to 3 for the others, in the order they came. */
  position: number;
  storageKey: string;
  fileName: string;
  contentType: UploadFileType;
  sizeBytes: number;
};

export type QuoteRequestUpload = { fields: QuoteRequestFieldsInput; documents: StoredDocument[] };

const TEXT_FIELDS: ReadonlySet<string> = new Set(Object.keys(QuoteRequestFieldsSchema.shape));
const FIELD_NAMES = [...TEXT_FIELDS, QUOTE_FILE_FIELD, QUOTE_ATTACHMENTS_FIELD].join(', ');

/**
 * What the parser reads of one request, whatever is sent. The longest field (a 300-character
 * message, at most 1,200 bytes in UTF-8) fits in `fieldSize`; a longer value is cut there,
 * still past its limit, so the schema names it. One file and one part more than a request
 * may have still reach this route's own checks, which answer with the rule they break;
 * the parser's limits stop a 10,000-part body before it costs anything.
 */
export const QUOTE_MULTIPART_LIMITS = {
  fieldNameSize: 64,
  fieldSize: 2048,
  fields: TEXT_FIELDS.size + 1,
  files: LIMITS.otherAttachments + 2,
  parts: TEXT_FIELDS.size + LIMITS.otherAttachments + 2,
  headerPairs: 8,
  // One byte past the limit reaches the checked stream, which answers 413 for it.
  fileSize: LIMITS.fileBytes + 1,
};

const LIMIT_MESSAGES: MultipartLimitMessages = {
  FST_PARTS_LIMIT: `A quote request has at most ${QUOTE_MULTIPART_LIMITS.parts} parts`,
  FST_FIELDS_LIMIT: `A quote request has at most ${TEXT_FIELDS.size} text fields`,
  FST_FILES_LIMIT: `A quote request has at most ${LIMITS.otherAttachments + 1} files`,
};

/** Beyond the files' bytes: every part's headers and boundary, and the short text fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const refuse = (status: number, field: string, key: keyof typeof FILE_MESSAGES) =>
  new HttpError(status, en[FILE_MESSAGES[key]], [
    { field: `body.${field}`, message: FILE_MESSAGES[key] },
  ]);

/** A body announced larger than any valid request is refused before a byte of it is read. */
export function refuseOversizedBody(contentLength: string | undefined): void {
  if (Number(contentLength) > LIMITS.totalBytes + MULTIPART_OVERHEAD_BYTES)
    throw refuse(413, QUOTE_ATTACHMENTS_FIELD, 'totalSize');
}

/**
 * Reads POST /customer/submit-ziigna-form's multipart body: each file streams through its
 * check (type by its bytes, size per file and in total) into storage, the text fields parse
 * with the form's schema. Whatever is refused, the files already stored are deleted before
 * the error goes on, so nothing is left without its row (ADR 027).
 */
export async function readQuoteRequestForm(
  req: FastifyRequest,
  storage: ObjectStorage,
  now: Date,
): Promise<QuoteRequestUpload> {
  const fields: Record<string, string> = {};
  const documents: StoredDocument[] = [];
  try {
    for await (const part of multipartParts(req)) {
      if (part.type === 'field') readField(fields, part);
      else documents.push(await storeFile(storage, part, slotFor(part, documents), now));
    }
    return { fields: parseFields(fields, documents), documents };
  } catch (err) {
    await deleteDocuments(storage, documents);
    throw err;
  }
}

export async function deleteDocuments(storage: ObjectStorage, documents: StoredDocument[]) {
  await Promise.all(documents.map((d) => storage.delete(d.storageKey)));
}

function readField(fields: Record<string, string>, part: MultipartValue) {
  const name = part.fieldname;
  if (!TEXT_FIELDS.has(name))
    throw new HttpError(400, `Unknown field; the fields are ${FIELD_NAMES}`);
  if (Object.hasOwn(fields, name)) throw new HttpError(400, `The field ${name} was sent twice`);
  // A part sent as application/json arrives parsed: the form's fields are text.
  if (typeof part.value !== 'string') throw new HttpError(400, `Send the field ${name} as text`);
  fields[name] = part.value;
}

function parseFields(fields: Record<string, string>, documents: StoredDocument[]) {
  const parsed = QuoteRequestFieldsSchema.safeParse(fields);
  const issues: ApiIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        field: i.path.length ? `body.${i.path.join('.')}` : 'body',
        message: i.message,
      }));
  // Required by the form (spec §5) and so here: a quote without its configuration cannot be
  // priced, though the old API took one (spec §7 "optional ziignaQuoteFile"; ADR 027).
  if (!documents.some((d) => d.kind === 'quote-file'))
    issues.push({ field: `body.${QUOTE_FILE_FIELD}`, message: FILE_MESSAGES.fileRequired });
  if (!parsed.success || issues.length)
    throw new HttpError(400, invalidFieldsMessage(issues), issues);
  return parsed.data;
}

/**
 * Where the next file goes: the datasheet, or the next of the other attachments; with the
 * bytes already stored, which the total limit counts.
 */
function slotFor(part: MultipartFile, documents: StoredDocument[]) {
  const storedBytes = documents.reduce((sum, d) => sum + d.sizeBytes, 0);
  if (part.fieldname === QUOTE_FILE_FIELD) {
    if (documents.some((d) => d.kind === 'quote-file'))
      throw new HttpError(400, `Send one quote file, in the field ${QUOTE_FILE_FIELD}`);
    return { kind: 'quote-file' as const, position: 0, field: QUOTE_FILE_FIELD, storedBytes };
  }
  if (part.fieldname === QUOTE_ATTACHMENTS_FIELD) {
    const position = documents.filter((d) => d.kind === 'other').length;
    if (position >= LIMITS.otherAttachments)
      throw refuse(400, QUOTE_ATTACHMENTS_FIELD, 'attachmentCount');
    const field = `${QUOTE_ATTACHMENTS_FIELD}.${position}`;
    return { kind: 'other' as const, position, field, storedBytes };
  }
  throw new HttpError(
    400,
    `Unknown file field; the files go in ${QUOTE_FILE_FIELD} and ${QUOTE_ATTACHMENTS_FIELD}`,
  );
}

type Slot = ReturnType<typeof slotFor>;

/** Streams one file through its check into storage; the check's refusal is the error. */
async function storeFile(
  storage: ObjectStorage,
  part: MultipartFile,
  slot: Slot,
  now: Date,
): Promise<StoredDocument> {
  const isQuoteFile = slot.kind === 'quote-file';
  const left = LIMITS.totalBytes - slot.storedBytes;
  const checked = checkedUpload(part.file, {
    maxBytes: Math.min(LIMITS.fileBytes, left),
    types: isQuoteFile ? QUOTE_FILE_TYPES : QUOTE_ATTACHMENT_TYPES,
    tooLarge: () => refuse(413, slot.field, left < LIMITS.fileBytes ? 'totalSize' : 'fileSize'),
    wrongType: () => refuse(415, slot.field, isQuoteFile ? 'quoteFileType' : 'fileType'),
    empty: () => refuse(400, slot.field, isQuoteFile ? 'fileRequired' : 'fileEmpty'),
    pixels: { max: MAX_IMAGE_PIXELS, refuse: () => refuse(400, slot.field, 'imagePixels') },
  });
  const storageKey = `quotes/${now.toISOString().slice(0, 7)}/${randomUUID()}`;
  try {
    const { bytes } = await storage.put(storageKey, checked, 'application/octet-stream');
    return {
      kind: slot.kind,
      position: slot.position,
      storageKey,
      fileName: cleanFileName(part.filename, isQuoteFile ? 'ziigna-datasheet.pdf' : 'attachment'),
      contentType: checked.fileType()!,
      sizeBytes: bytes,
    };
  } catch (err) {
    // A part that failed is the parser's doing (the body ended inside it); a store that
    // fails on its own is ours, and stays a 500.
    throw part.file.errored ? multipartError(err, LIMIT_MESSAGES) : err;
  }
}

/** The parts of the body, with the parser's own failures turned into clear 4xx answers. */
async function* multipartParts(req: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = req.parts({ limits: QUOTE_MULTIPART_LIMITS })[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (err) {
      throw multipartError(err, LIMIT_MESSAGES);
    }
    if (next.done) return;
    yield next.value;
  }
}
