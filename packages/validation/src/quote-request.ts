import { z } from 'zod';
import { LOCALES } from '@lumen/i18n';
import type { MessageKey } from '@lumen/i18n/messages';
import {
  QUOTE_ATTACHMENT_TYPES,
  QUOTE_FILE_TYPES,
  QUOTE_REQUEST_LIMITS as LIMITS,
  QUOTE_REQUEST_MESSAGES as FILE_MESSAGES,
  quoteFilesBytes,
} from './quote-request-constants.ts';
import { plainLine, plainLines } from './plain-text.ts';

/*
 * The Ziigna quote request (campaigns spec §3, §5, §7; issue 12 points 5 and 6; ADR 027).
 * POST /customer/submit-ziigna-form parses the form's text fields with QuoteRequestFieldsSchema
 * and checks the files by their bytes; the builder's quote form validates everything, files
 * included, with QuoteRequestFormSchema. Every issue's message is an @lumen/i18n key whose
 * English text is the spec's wording; each check stops its field's checks (`abort`), so a
 * field is reported once, with its first broken rule.
 *
 * Text is stored and shown as plain text, never as HTML: "<b>" in a message is kept as
 * typed, and whoever displays it escapes it (React does; e-mails are text/plain).
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

/** Browsers send a textarea's line breaks as CRLF; the visitor counted one character each. */
const LINE_BREAK = /\r\n?/g;

/**
 * Text as people mean it: surrounding spaces dropped and accents composed (NFC), so "Zoë"
 * typed with a combining diaeresis counts 3 characters, as it does on screen.
 */
const text = (typeKey: MessageKey) => z.string(msg(typeKey)).trim().normalize('NFC');

const requiredLine = (max: number, required: MessageKey, tooLong: MessageKey) =>
  text(required).min(1, msg(required)).max(max, msg(tooLong)).check(plainLine);

/** Optional text: empty is the same as absent (a form sends every field, filled or not). */
const optional = <T extends z.ZodString>(schema: T) =>
  schema.optional().transform((v) => v || undefined);

const optionalLine = (max: number, tooLong: MessageKey) =>
  optional(text(tooLong).max(max, msg(tooLong)).check(plainLine));

const PHONE = new RegExp(`^\\+?[0-9]{${LIMITS.phoneDigitsMin},${LIMITS.phoneNumber}}$`);

export const QuoteRequestFieldsSchema = z.strictObject({
  name: requiredLine(
    LIMITS.name,
    'quoteRequest.error.nameRequired',
    'quoteRequest.error.nameLength',
  ),
  companyName: requiredLine(
    LIMITS.companyName,
    'quoteRequest.error.companyNameRequired',
    'quoteRequest.error.companyNameLength',
  ),
  email: text('quoteRequest.error.emailRequired')
    .min(1, msg('quoteRequest.error.emailRequired'))
    .max(LIMITS.email, msg('quoteRequest.error.email'))
    .pipe(z.email(msg('quoteRequest.error.email'))),
  /** Spec §5, in its order: required, at most 13 characters, then the shape. */
  phoneNumber: text('quoteRequest.error.phoneRequired')
    .min(1, msg('quoteRequest.error.phoneRequired'))
    .max(LIMITS.phoneNumber, msg('quoteRequest.error.phoneLength'))
    .regex(PHONE, msg('quoteRequest.error.phone')),
  preferredWholesaler: optionalLine(
    LIMITS.preferredWholesaler,
    'quoteRequest.error.preferredWholesalerLength',
  ),
  wholesalerLocation: optionalLine(
    LIMITS.wholesalerLocation,
    'quoteRequest.error.wholesalerLocationLength',
  ),
  message: optional(
    text('quoteRequest.error.messageLength')
      .overwrite((v) => v.replace(LINE_BREAK, '\n'))
      .max(LIMITS.message, msg('quoteRequest.error.messageLength'))
      .check(plainLines),
  ),
  /** The page's locale: the confirmation e-mail is written in its language. */
  locale: z.enum(LOCALES, msg('quoteRequest.error.locale')).default('en-GB'),
});
export type QuoteRequestFields = z.input<typeof QuoteRequestFieldsSchema>;
export type QuoteRequestFieldsInput = z.output<typeof QuoteRequestFieldsSchema>;

/** A browser File (a Blob with a name); the datasheet the builder makes is one too. */
const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

const file = (missing: MessageKey, types: readonly string[], wrongType: MessageKey) =>
  z
    .custom<Blob>(isBlob, msg(missing))
    .refine((f) => f.size > 0, msg(missing))
    .refine((f) => types.includes(f.type), msg(wrongType))
    .refine((f) => f.size <= LIMITS.fileBytes, msg(FILE_MESSAGES.fileSize));

/**
 * The whole quote form as the builder holds it: the text fields, the datasheet (required:
 * spec §5 "Quote file: required … must be a file object") and up to 4 other attachments.
 * The browser checks types by what the file claims; the API reads the bytes.
 */
export const QuoteRequestFormSchema = QuoteRequestFieldsSchema.extend({
  ziignaQuoteFile: file(FILE_MESSAGES.fileRequired, QUOTE_FILE_TYPES, FILE_MESSAGES.quoteFileType),
  otherAttachments: z
    .array(file(FILE_MESSAGES.fileEmpty, QUOTE_ATTACHMENT_TYPES, FILE_MESSAGES.fileType))
    .max(LIMITS.otherAttachments, msg(FILE_MESSAGES.attachmentCount))
    .default([]),
}).superRefine((form, ctx) => {
  if (quoteFilesBytes([form.ziignaQuoteFile, ...form.otherAttachments]) > LIMITS.totalBytes) {
    ctx.addIssue({ code: 'custom', path: ['otherAttachments'], message: FILE_MESSAGES.totalSize });
  }
});
export type QuoteRequestForm = z.input<typeof QuoteRequestFormSchema>;
export type QuoteRequestFormInput = z.output<typeof QuoteRequestFormSchema>;

/** 201 from POST /customer/submit-ziigna-form: the reference the customer is given. */
export const QuoteRequestReceiptSchema = z.strictObject({
  data: z.strictObject({ documentId: z.string() }),
});
export type QuoteRequestReceipt = z.infer<typeof QuoteRequestReceiptSchema>;
