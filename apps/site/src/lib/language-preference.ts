import {
  isCountryId,
  isLocale,
  languageOf,
  type CountryId,
  type Language,
  type Locale,
} from '@lumen/i18n';

/*
 * The visitor's language and country, kept in browser storage (as the spec says) and in a
 * cookie, so the server renders the language the browser will show. Runs on both sides.
 * Destined for @lumen/i18n once that package owns language persistence.
 */

export const LANGUAGE_COOKIE = 'lumen_lang';
export const COUNTRY_COOKIE = 'lumen_country';
export const LANGUAGE_STORAGE_KEY = 'lumen.lang';
export const COUNTRY_STORAGE_KEY = 'lumen.country';
const ONE_YEAR_S = 60 * 60 * 24 * 365;

export type LanguagePreference = { locale: Locale; countryId: CountryId; language: Language };

export function preferenceOf(locale: Locale, countryId: CountryId): LanguagePreference {
  return { locale, countryId, language: languageOf(locale) };
}

/** Parses a Cookie header (or document.cookie). Malformed pairs are skipped, never thrown on. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (name && !(name in out)) out[name] = value;
  }
  return out;
}

/** The stored preference, or null unless both parts are present and valid. */
export function readPreferenceCookies(
  header: string | null | undefined,
): LanguagePreference | null {
  const cookies = parseCookies(header);
  return toPreference(cookies[LANGUAGE_COOKIE], cookies[COUNTRY_COOKIE]);
}

export function toPreference(locale: unknown, country: unknown): LanguagePreference | null {
  const countryId = typeof country === 'string' && /^\d+$/.test(country) ? Number(country) : NaN;
  if (!isLocale(locale) || !isCountryId(countryId)) return null;
  return preferenceOf(locale, countryId);
}

/**
 * Cookie strings for both values: a year long, whole site, Lax. Not HttpOnly: the browser
 * writes them when the visitor picks a country, and they carry nothing secret.
 */
export function preferenceCookies(
  pref: LanguagePreference,
  opts: { secure?: boolean } = {},
): string[] {
  const attrs = `Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${opts.secure ? '; Secure' : ''}`;
  return [
    `${LANGUAGE_COOKIE}=${encodeURIComponent(pref.locale)}; ${attrs}`,
    `${COUNTRY_COOKIE}=${pref.countryId}; ${attrs}`,
  ];
}

export function samePreference(
  a: LanguagePreference | null,
  b: LanguagePreference | null,
): boolean {
  return !!a && !!b && a.locale === b.locale && a.countryId === b.countryId;
}
