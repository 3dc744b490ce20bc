import type { MessageKey } from '@lumen/i18n/messages';
import type { UploadOutcome } from '../api/upload-invoice.ts';
import type { UploadErrors } from './upload-form.ts';

/**
 * The refusals the page can say in the visitor's language: the same facts the API's English
 * `message` states, as the shared keys. 429 has no key: the rate limiter's own words are shown.
 */
const REFUSAL_KEYS: Partial<Record<number, MessageKey>> = {
  409: 'invoiceUpload.error.closed',
  413: 'invoiceUpload.error.fileSize',
  415: 'invoiceUpload.error.fileType',
};

export type UploadResult = {
  /** The toast (spec §8: success or "upload failure", 30 s), with what helps the visitor. */
  toast: string;
  /** Field messages to show (400, or the file's for 413/415). */
  errors: UploadErrors;
  /** Whether the form starts again empty: after a success only, so a refusal can be fixed. */
  shouldReset: boolean;
};

export function uploadResult(
  outcome: UploadOutcome,
  text: (message: string) => string,
  reference: (ref: string) => string,
): UploadResult {
  const failure = text('invoiceUpload.failure');
  switch (outcome.kind) {
    case 'uploaded':
      return {
        toast: `${text('invoiceUpload.success')}. ${reference(outcome.reference)}`,
        errors: {},
        shouldReset: true,
      };
    case 'invalid':
      return { toast: failure, errors: outcome.errors, shouldReset: false };
    case 'refused': {
      const key = REFUSAL_KEYS[outcome.status];
      const detail = key ? text(key) : outcome.message;
      const isFileProblem = outcome.status === 413 || outcome.status === 415;
      return {
        toast: detail ? `${failure}: ${detail}` : failure,
        errors: isFileProblem && key ? { file: key } : {},
        shouldReset: false,
      };
    }
    case 'failed':
      return { toast: failure, errors: {}, shouldReset: false };
  }
}
