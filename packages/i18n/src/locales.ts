/** Content locales served by the content service, in the order the site lists them. */
export const LOCALES = ['en-GB', 'fr-FR', 'en-AU', 'en-NZ'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-GB';

/** The two languages the copy is written in; regional English locales share 'en'. */
export type Language = 'en' | 'fr';
export const LANGUAGES = ['en', 'fr'] as const satisfies readonly Language[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale.startsWith('fr') ? 'fr' : 'en';
}

/**
 * The locale a value falls back to when a field is missing: every locale other than en-GB
 * falls back to en-GB, field by field. en-GB falls back to nothing.
 */
export function fallbackLocale(locale: Locale): Locale | undefined {
  return locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE;
}

/** The product API's language codes (spec §7: en-GB or fr-FR). */
export type ProductLanguage = 'en-GB' | 'fr-FR';
export function productLanguageOf(locale: Locale): ProductLanguage {
  return languageOf(locale) === 'fr' ? 'fr-FR' : 'en-GB';
}

/** Accepts either form so callers holding a locale need not convert it first. */
export function toLanguage(value: Language | Locale): Language {
  return value === 'en' || value === 'fr' ? value : languageOf(value);
}
