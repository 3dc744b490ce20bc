import type { MessageKey } from '@lumen/i18n/messages';
import {
  QUOTE_ATTACHMENTS_FIELD,
  QUOTE_FILE_FIELD,
} from '@lumen/validation/quote-request-constants';
import {
  QuoteRequestReceiptSchema,
  type QuoteRequestFormInput,
} from '@lumen/validation/quote-request';

export const QUOTE_PATH = '/customer/submit-ziigna-form';

/** The datasheet and four photos on a slow phone line; past this the form is given back. */
export const QUOTE_TIMEOUT_MS = 5 * 60_000;

/** The fields a 400's issues can name, in the form's order (spec §5). */
export const QUOTE_FORM_FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'companyName',
  'preferredWholesaler',
  'wholesalerLocation',
  QUOTE_FILE_FIELD,
  'message',
  QUOTE_ATTACHMENTS_FIELD,
] as const;
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];
export type QuoteFieldErrors = Partial<Record<QuoteFormField, string>>;

/** What the form does after a submit (spec §4, §8). */
export type QuoteOutcome =
  | { kind: 'submitted'; documentId: string }
  /** 400: the API's message keys, mapped back to the form's fields. */
  | { kind: 'invalid'; errors: QuoteFieldErrors }
  /** 413 (too large), 415 (not a PDF or image), 429 (too many requests). */
  | { kind: 'refused'; status: 413 | 415 | 429 }
  /** Unreachable, timed out, or any other answer (a 500). */
  | { kind: 'failed' };

type ErrorBody = { issues?: { field?: unknown; message?: unknown }[] };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `body.otherAttachments.2` → `otherAttachments`; anything the form has no field for → null. */
function fieldOf(path: string): QuoteFormField | null {
  const name = path.replace(/^body\./, '').split('.')[0] ?? '';
  return (QUOTE_FORM_FIELDS as readonly string[]).includes(name) ? (name as QuoteFormField) : null;
}

/** Reads the API's answer (ADR 027's table). */
export function readQuoteAnswer(status: number, text: string): QuoteOutcome {
  const body = parseJson(text);
  if (status === 201) {
    const receipt = QuoteRequestReceiptSchema.safeParse(body);
    return receipt.success
      ? { kind: 'submitted', documentId: receipt.data.data.documentId }
      : { kind: 'failed' };
  }
  if (status === 400) {
    const errors: QuoteFieldErrors = {};
    const issues = (body && typeof body === 'object' ? (body as ErrorBody).issues : null) ?? [];
    for (const issue of Array.isArray(issues) ? issues : []) {
      if (typeof issue.field !== 'string' || typeof issue.message !== 'string') continue;
      const field = fieldOf(issue.field);
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return { kind: 'invalid', errors };
  }
  if (status === 413 || status === 415 || status === 429) return { kind: 'refused', status };
  return { kind: 'failed' };
}

/** The form-level message for an outcome that is not a success. */
export function failureKey(outcome: Exclude<QuoteOutcome, { kind: 'submitted' }>): MessageKey {
  switch (outcome.kind) {
    case 'invalid':
      return 'quoteRequest.failure.invalid';
    case 'refused':
      return outcome.status === 413
        ? 'quoteRequest.failure.tooLarge'
        : outcome.status === 415
          ? 'quoteRequest.failure.fileType'
          : 'quoteRequest.failure.tooMany';
    case 'failed':
      return 'quoteRequest.failure.generic';
  }
}

/**
 * The multipart body as the API reads it: the text fields first, then the datasheet, then
 * the other attachments, so the server has the fields before it streams files (ADR 027).
 */
export function quoteBody(form: QuoteRequestFormInput): FormData {
  const body = new FormData();
  body.append('name', form.name);
  body.append('companyName', form.companyName);
  body.append('email', form.email);
  body.append('phoneNumber', form.phoneNumber);
  // Optional fields the visitor left empty are not sent (the schema reads them as absent).
  if (form.preferredWholesaler) body.append('preferredWholesaler', form.preferredWholesaler);
  if (form.wholesalerLocation) body.append('wholesalerLocation', form.wholesalerLocation);
  if (form.message) body.append('message', form.message);
  body.append('locale', form.locale);
  const quoteFile = form.ziignaQuoteFile as File;
  body.append(QUOTE_FILE_FIELD, quoteFile, quoteFile.name);
  for (const file of form.otherAttachments as File[])
    body.append(QUOTE_ATTACHMENTS_FIELD, file, file.name);
  return body;
}

/**
 * Sends the quote from the browser straight to the API (PUBLIC_API_URL, as the invoice upload:
 * its rate limit then counts each visitor, decision 024). Never throws: every way it can go
 * wrong is an outcome the form shows.
 */
export async function submitQuote(
  apiUrl: string,
  form: QuoteRequestFormInput,
): Promise<QuoteOutcome> {
  try {
    const response = await fetch(new URL(QUOTE_PATH, apiUrl), {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: quoteBody(form),
      signal: AbortSignal.timeout(QUOTE_TIMEOUT_MS),
    });
    return readQuoteAnswer(response.status, await response.text());
  } catch {
    return { kind: 'failed' };
  }
}
