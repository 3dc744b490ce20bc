import type { MessageKey } from '@lumen/i18n/messages';
import {
  InvoiceUploadFieldsSchema,
  type InvoiceUploadFieldsInput,
} from '@lumen/validation/invoice-upload';
import { invoiceFileProblem } from '@lumen/validation/invoice-upload-constants';
import type { UploadErrors, UploadField, UploadValues } from './upload-form.ts';

export type UploadCheck =
  { ok: true; fields: InvoiceUploadFieldsInput; file: File } | { ok: false; errors: UploadErrors };

/**
 * The shared rules' verdict (spec §5): the text fields by the schema the API parses them with,
 * the file by `invoiceFileProblem` (its type is the server's to judge, by its bytes). Each
 * field gets its first message key.
 */
export function checkUpload(values: UploadValues, file: File | null): UploadCheck {
  const parsed = InvoiceUploadFieldsSchema.safeParse(values);
  const fileProblem = invoiceFileProblem(file);
  if (parsed.success && !fileProblem && file) return { ok: true, fields: parsed.data, file };
  const errors: UploadErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as UploadField | undefined;
    if (field && !(field in errors)) errors[field] = issue.message as MessageKey;
  }
  if (fileProblem) errors.file = fileProblem;
  return { ok: false, errors };
}

/** Submit is enabled only when the whole form passes (the brief; spec §5). */
export function isUploadValid(values: UploadValues, file: File | null): boolean {
  return checkUpload(values, file).ok;
}

/** One field's message now, for when the visitor leaves it or picks a file. */
export function fieldProblem(
  values: UploadValues,
  file: File | null,
  field: UploadField,
): MessageKey | undefined {
  const check = checkUpload(values, file);
  return check.ok ? undefined : check.errors[field];
}
