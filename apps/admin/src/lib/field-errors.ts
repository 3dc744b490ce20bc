import type { z } from 'zod';
import { ApiError } from './api-client.ts';
import { messageText } from './messages.ts';

/**
 * A form's problems: one message per field, and '' for the form as a whole. A field inside a
 * list is named by its path, as the schema and the API name it: `contractorDetails.0.seconds`.
 */
export type FieldErrors = Partial<Record<string, string>>;

/** The shared schema's refusal in the browser, the first message of each field. */
export function schemaFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= messageText(issue.message);
  }
  return errors;
}

/**
 * The API's refusal, placed where the browser's own check would have put it: a 400 names each
 * field as `body.userName` (or `body.contractorDetails.0.seconds`), so the path after `body.`
 * is the form's field. A refusal about one field without issues (409 "This user name is
 * already taken") goes to `conflictField` when given; anything else is about the form.
 */
export function apiFieldErrors(error: unknown, conflictField?: string): FieldErrors {
  if (!(error instanceof ApiError)) return { '': 'Something went wrong. Try again in a moment.' };
  if (error.issues.length > 0) {
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      errors[issue.field.split('.').slice(1).join('.')] ??= issue.message;
    }
    return errors;
  }
  if (error.status === 409 && conflictField) return { [conflictField]: error.message };
  return { '': error.message };
}

/** A refusal as one sentence, for an action that has no fields (a row's button, a dialog). */
export function apiErrorText(error: unknown): string {
  const errors = apiFieldErrors(error);
  return errors[''] ?? Object.values(errors).find(Boolean) ?? 'Something went wrong.';
}
