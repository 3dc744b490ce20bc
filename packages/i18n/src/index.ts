export {
  COUNTRY_IDS,
  COUNTRY_VISIBILITY_FIELD,
  DEFAULT_COUNTRY_ID,
  isCountryId,
  LOCALE_FOR_COUNTRY,
  NEWS_COUNTRY_FLAGS,
  NEWS_FLAGS_FOR_COUNTRY,
} from './countries.ts';
export type { CountryId, NewsCountryFlag } from './countries.ts';
export { EDITION_IDS, EDITIONS } from './editions.ts';
export type { Edition, EditionId } from './editions.ts';
export {
  DEFAULT_LOCALE,
  fallbackLocale,
  isLocale,
  languageOf,
  LANGUAGES,
  LOCALES,
  productLanguageOf,
} from './locales.ts';
export type { Language, Locale, ProductLanguage } from './locales.ts';
