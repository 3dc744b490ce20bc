import { DateTime } from 'luxon';
import { toLanguage } from '../locales.ts';
import type { Language, Locale } from '../locales.ts';

export type DateInput = string | Date;

const ORDINAL_SUFFIXES: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>> = {
  en: { one: 'st', two: 'nd', few: 'rd', other: 'th' },
  // French marks only the first of the month: "1er novembre", then "2 novembre".
  fr: { one: 'er', other: '' },
};

const ordinalRules = {
  en: new Intl.PluralRules('en', { type: 'ordinal' }),
  fr: new Intl.PluralRules('fr', { type: 'ordinal' }),
} satisfies Record<Language, Intl.PluralRules>;

/**
 * Reads a date the same way on the server and in the browser, so SSR and hydration print the
 * same day: a date-only value ("2026-11-22") is that calendar day, and a timestamp keeps the
 * offset it was written with (UTC when it has none), never the machine's time zone.
 */
function toDateTime(value: DateInput): DateTime | undefined {
  const parsed =
    typeof value === 'string'
      ? DateTime.fromISO(value.trim(), { zone: 'utc', setZone: true })
      : DateTime.fromJSDate(value, { zone: 'utc' });
  return parsed.isValid ? parsed : undefined;
}

/** "1st", "22nd" in English; "1er", "22" in French. */
export function ordinalDay(day: number, lang: Language | Locale): string {
  const language = toLanguage(lang);
  const suffixes = ORDINAL_SUFFIXES[language];
  return `${day}${suffixes[ordinalRules[language].select(day)] ?? suffixes.other ?? ''}`;
}

/**
 * The news date (spec §9 'MMMM Do YYYY'): "November 22nd 2026" in English and, following
 * French usage, "22 novembre 2026" / "1er novembre 2026". Luxon has no `Do` token, so the
 * ordinal comes from Intl ordinal plural rules. Returns '' for a missing or invalid date so a
 * bad record never breaks a page.
 */
export function formatNewsDate(
  value: DateInput | null | undefined,
  lang: Language | Locale,
): string {
  if (value == null) return '';
  const date = toDateTime(value);
  if (!date) return '';
  const language = toLanguage(lang);
  const localized = date.setLocale(language);
  const day = ordinalDay(date.day, language);
  return language === 'fr'
    ? `${day} ${localized.toFormat('MMMM yyyy')}`
    : `${localized.toFormat('MMMM')} ${day} ${localized.toFormat('yyyy')}`;
}

/** DD-MM-YYYY, as the campaign winners tables show dates ("22-11-2026"). Same in both languages. */
export function formatDayMonthYear(value: DateInput | null | undefined): string {
  if (value == null) return '';
  return toDateTime(value)?.toFormat('dd-MM-yyyy') ?? '';
}

/** The calendar year of a date, for the archived-news year filter; undefined when invalid. */
export function yearOf(value: DateInput | null | undefined): number | undefined {
  if (value == null) return undefined;
  return toDateTime(value)?.year;
}
