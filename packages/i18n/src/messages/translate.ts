import { toLanguage } from '../locales.ts';
import { formatNumber } from '../numbers.ts';
import type { Language, Locale } from '../locales.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import type { MessageValue, PluralMessage } from './message-value.ts';
import type { MessageArgs, MessageKey, Messages } from './types.ts';

export const MESSAGES: Readonly<Record<Language, Messages>> = { en, fr };

export type Translator = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;

// Intl objects are costly to build and are reused on every render.
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralRulesFor(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

function isPlural(value: MessageValue): value is PluralMessage {
  return typeof value !== 'string';
}

function choosePluralForm(message: PluralMessage, language: Language, count: number): string {
  const category = pluralRulesFor(language).select(count) as keyof PluralMessage;
  return message[category] ?? message.other;
}

function interpolate(
  text: string,
  language: Language,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? formatNumber(value, language) : value;
  });
}

function translate(
  language: Language,
  messages: Messages,
  key: MessageKey,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  const message: MessageValue | undefined = messages[key];
  // An app hands its browser only the namespaces it uses (messagesWithout): a key outside
  // them shows as itself rather than breaking the page.
  if (message === undefined) return key;
  const text = isPlural(message)
    ? choosePluralForm(message, language, Number(params?.count ?? 0))
    : message;
  return interpolate(text, language, params);
}

/**
 * Translates a fixed UI string. Placeholders are typed from the English text, numbers are
 * formatted for the language, and plural messages choose their form from `params.count`.
 */
export function t<K extends MessageKey>(
  lang: Language | Locale,
  key: K,
  ...args: MessageArgs<K>
): string {
  const language = toLanguage(lang);
  return translate(language, MESSAGES[language], key, args[0] as never);
}

/** Binds `t` to one language, for components that translate many strings. */
export function createTranslator(lang: Language | Locale): Translator {
  const language = toLanguage(lang);
  return (key, ...args) => t(language, key, ...args);
}

/**
 * A translator over one language's messages that were handed over rather than imported:
 * a server renders with `MESSAGES[language]` and passes that one object to the browser, so
 * the browser bundle carries neither the other language nor this module's message tables.
 */
export function createTranslatorFromMessages(
  lang: Language | Locale,
  messages: Messages,
): Translator {
  const language = toLanguage(lang);
  return (key, ...args) => translate(language, messages, key, args[0] as never);
}

/**
 * One language's messages without the namespaces (a key's first segment, `staff` in
 * `staff.error.id`) that an app's pages never show: every page carries its messages in its
 * HTML, so a namespace another app or the API uses is bytes to parse on every page (issue 9).
 */
export function messagesWithout(messages: Messages, namespaces: readonly string[]): Messages {
  const omitted = new Set(namespaces);
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !omitted.has(key.slice(0, key.indexOf('.')))),
  ) as Messages;
}

export { en, fr };
export type { MessageArgs, MessageKey, MessageParams, Messages } from './types.ts';
export type { MessageValue, PluralMessage } from './message-value.ts';
