import {
  CreateContactMessageSchema,
  type ContactField,
  type CreateContactMessage,
} from '@lumen/validation/contact';
import type { MessageKey } from '@lumen/i18n/messages';

/** A field's error: one of the form's own messages. */
export type ContactErrorKey = Extract<MessageKey, `contactForm.error.${string}`>;
export type ContactErrors = Partial<Record<ContactField | 'locale', ContactErrorKey>>;

/**
 * The write-to-us rules from their one schema (the API parses with the same), as one
 * message key per field. Loaded on submit, so the schema library is not in the page's first
 * script.
 */
export function validateContactMessage(
  input: CreateContactMessage,
): { ok: true } | { ok: false; errors: ContactErrors } {
  const result = CreateContactMessageSchema.safeParse(input);
  if (result.success) return { ok: true };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | 'locale';
    errors[field] ??= issue.message as ContactErrorKey;
  }
  return { ok: false, errors };
}
