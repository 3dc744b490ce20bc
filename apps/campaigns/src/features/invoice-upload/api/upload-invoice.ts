import {
  InvoiceUploadReceiptSchema,
  type InvoiceUploadFieldsInput,
} from '@lumen/validation/invoice-upload';
import { UPLOAD_FIELDS, type UploadErrors, type UploadField } from '../utils/upload-form.ts';

export const UPLOAD_PATH = '/promotions/invoice-upload';

/** A 10 MB file on a slow phone line takes minutes; past this the form is given back. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** What the page does after an upload (spec §8). */
export type UploadOutcome =
  | { kind: 'uploaded'; reference: string }
  /** 400: the server's per-field message keys (the same schema as the form). */
  | { kind: 'invalid'; errors: UploadErrors }
  /**
   * 409 (no competition open), 413 (too large), 415 (not a PDF or image), 429 (too many):
   * the server's own words, which tell the visitor what to change.
   */
  | { kind: 'refused'; status: 409 | 413 | 415 | 429; message: string | null }
  /** Unreachable, timed out, or any other answer. */
  | { kind: 'failed' };

type ErrorBody = {
  error?: unknown;
  message?: unknown;
  issues?: { field?: unknown; message?: unknown }[];
};

const REFUSALS = [409, 413, 415, 429] as const;
type Refusal = (typeof REFUSALS)[number];

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads the API's answer. Its 400 issues name fields as `body.firstName`; the 409/413/415
 * bodies carry the human message in `message` (and `error`); the rate limiter's in `message`.
 */
export function readUploadAnswer(status: number, text: string): UploadOutcome {
  const body = parseJson(text);
  if (status === 201) {
    const receipt = InvoiceUploadReceiptSchema.safeParse(body);
    return receipt.success
      ? { kind: 'uploaded', reference: receipt.data.reference }
      : { kind: 'failed' };
  }
  const error = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  if (status === 400) {
    const errors: UploadErrors = {};
    for (const issue of Array.isArray(error.issues) ? error.issues : []) {
      if (typeof issue.field !== 'string' || typeof issue.message !== 'string') continue;
      const field = issue.field.replace(/^body\./, '') as UploadField;
      if (UPLOAD_FIELDS.includes(field) && !(field in errors))
        errors[field] = issue.message as UploadErrors[UploadField];
    }
    return { kind: 'invalid', errors };
  }
  if ((REFUSALS as readonly number[]).includes(status)) {
    const message =
      typeof error.message === 'string' && error.message
        ? error.message
        : typeof error.error === 'string' && error.error
          ? error.error
          : null;
    return { kind: 'refused', status: status as Refusal, message };
  }
  return { kind: 'failed' };
}

/** Whole percent sent, for the progress bar; 0 until the browser knows the total. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/**
 * The multipart body as the API reads it: the text fields, then the file last, so the server
 * has the fields before it streams the file (decision 026).
 */
export function uploadBody(fields: InvoiceUploadFieldsInput, file: File): FormData {
  const body = new FormData();
  body.append('firstName', fields.firstName);
  body.append('lastName', fields.lastName);
  body.append('companyName', fields.companyName);
  body.append('email', fields.email);
  body.append('gdprConsent', fields.gdprConsent ? 'true' : 'false');
  body.append('file', file, file.name);
  return body;
}

/**
 * Sends the invoice from the browser straight to the API (PUBLIC_API_URL: the API's rate
 * limit then counts each visitor, decision 024). XMLHttpRequest rather than fetch because only
 * it reports upload progress (`upload.onprogress`); fetch has no such event for a request body.
 */
export function uploadInvoice(
  apiUrl: string,
  fields: InvoiceUploadFieldsInput,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(UPLOAD_PATH, apiUrl).toString());
    xhr.setRequestHeader('accept', 'application/json');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => resolve(readUploadAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ kind: 'failed' });
    xhr.ontimeout = () => resolve({ kind: 'failed' });
    xhr.onabort = () => resolve({ kind: 'failed' });
    xhr.send(uploadBody(fields, file));
  });
}
