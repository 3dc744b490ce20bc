import type { Messages } from '@lumen/i18n/messages';

/**
 * The text of a validation or outcome message. The shared schemas and the API speak in
 * @lumen/i18n keys; the root loader's messages hold their text. A message that is not a key
 * (an older API's plain English) is shown as it is.
 */
export function issueText(messages: Messages | undefined, message: string): string {
  const known = messages as Readonly<Record<string, unknown>> | undefined;
  const text = known?.[message];
  if (typeof text === 'string') return text;
  return message;
}
