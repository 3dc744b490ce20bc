import { en, t, type MessageKey } from '@lumen/i18n/messages';

/**
 * The shared schemas (@lumen/validation) report @lumen/i18n keys; the console is in English.
 * Text that is not a key (the API's own English messages) is shown as it is.
 */
export function messageText(keyOrText: string): string {
  if (!Object.hasOwn(en, keyOrText)) return keyOrText;
  // The schemas' messages take no parameters; a key that did would show its placeholder.
  const translate = t as (lang: 'en', key: MessageKey) => string;
  return translate('en', keyOrText as MessageKey);
}
