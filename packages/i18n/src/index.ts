export {
  COUNTRY_IDS,
  COUNTRY_NAMES,
  COUNTRY_VISIBILITY_FIELD,
  DEFAULT_COUNTRY_ID,
  isCountryId,
  LOCALE_FOR_COUNTRY,
  NEWS_COUNTRY_FLAGS,
  NEWS_FLAGS_FOR_COUNTRY,
  isNewsPublishedIn,
} from './countries.ts';
export type { CountryId, NewsCountryFlag } from './countries.ts';
export { EDITION_IDS, EDITIONS, parseEditionOrigins, resolveEdition } from './editions.ts';
export type { Edition, EditionId } from './editions.ts';
export {
  DEFAULT_LOCALE,
  fallbackLocale,
  isLocale,
  languageOf,
  LANGUAGES,
  LOCALES,
  productLanguageOf,
  toLanguage,
} from './locales.ts';
export type { Language, Locale, ProductLanguage } from './locales.ts';
export { createTranslator, en, fr, MESSAGES, t } from './messages/translate.ts';
export type {
  MessageArgs,
  MessageKey,
  MessageParams,
  Messages,
  MessageValue,
  PluralMessage,
  Translator,
} from './messages/translate.ts';
export { formatNumber, localizeNumbers } from './numbers.ts';
export { formatDayMonthYear, formatNewsDate, ordinalDay, yearOf } from './dates/format-date.ts';
export type { DateInput } from './dates/format-date.ts';
export {
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  parseLanguageCookie,
  parseLanguagePreference,
  preferenceFromCountryOption,
  serializeLanguageCookie,
  serializeLanguagePreference,
} from './language-preference.ts';
export type {
  CountryOption,
  LanguageCookieOptions,
  LanguagePreference,
} from './language-preference.ts';
export {
  cutCaseStudyTitle,
  cutMobileHeroSubtitle,
  cutMobileHeroTitle,
  cutNewsCardDescription,
  cutNewsTitle,
  cutProductCardTitle,
  cutProductPageTitle,
  cutSubCategoryLabel,
  cutTitle,
  ELLIPSIS,
  foldText,
  markdownToPlainText,
  nameKey,
  productCardTitle,
  sameName,
  TEXT_LIMITS,
  truncateText,
} from './text/index.ts';
