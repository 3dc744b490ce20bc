import type { Messages } from '@lumen/i18n/messages';

/**
 * The text of a message key from the shared schema or the API, in the visitor's language (the
 * root loader's messages). Anything that is not a key (an API's plain English, such as a
 * 413's message) is shown as it is.
 */
export function messageText(messages: Messages | undefined, message: string): string {
  const text = (messages as Readonly<Record<string, unknown>> | undefined)?.[message];
  return typeof text === 'string' ? text : message;
}
