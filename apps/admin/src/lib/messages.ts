import { en } from '@lumen/i18n/messages/en';

/**
 * The shared schemas (@lumen/validation) report @lumen/i18n keys; the console is in English,
 * so only the English table is bundled (not the translator, which carries every language).
 * Text that is not a key (the API's own English messages) is shown as it is.
 */
export function messageText(keyOrText: string): string {
  if (!Object.hasOwn(en, keyOrText)) return keyOrText;
  const value = en[keyOrText as keyof typeof en];
  // The schemas' messages take no parameters; a plural one would show its general form.
  return typeof value === 'string' ? value : value.other;
}
