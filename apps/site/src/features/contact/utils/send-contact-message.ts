import type { CreateContactMessage } from '@lumen/validation/contact';
import type { ContactErrorKey, ContactErrors } from './validate-contact-message.ts';

export type SendResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: ContactErrors }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

/** POST /contact-messages on the API's public origin; every answer becomes one outcome. */
export async function sendContactMessage(
  apiUrl: string,
  message: CreateContactMessage,
): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetch(new URL('/contact-messages', apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (res.status === 202) return { kind: 'sent' };
  if (res.status === 429) return { kind: 'rate-limited' };
  if (res.status === 400) {
    const body = (await res.json().catch(() => null)) as {
      issues?: { field: string; message: string }[];
    } | null;
    const errors: ContactErrors = {};
    for (const issue of body?.issues ?? []) {
      const field = issue.field.replace(/^body\./, '') as keyof ContactErrors;
      if (issue.message.startsWith('contactForm.error.'))
        errors[field] ??= issue.message as ContactErrorKey;
    }
    if (Object.keys(errors).length) return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}
