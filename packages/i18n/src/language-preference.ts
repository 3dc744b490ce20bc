import { isCountryId, LOCALE_FOR_COUNTRY } from './countries.ts';
import type { CountryId } from './countries.ts';
import { isLocale } from './locales.ts';
import type { Locale } from './locales.ts';

/**
 * What the visitor chose in the country selector: the content locale and the country id the
 * product API filters by. Kept in browser storage (spec §1) and mirrored in a cookie so the
 * server renders the page in the same language the browser will (ARCHITECTURE.md).
 */
export type LanguagePreference = {
  locale: Locale;
  countryId: CountryId;
};

/** One entry of the header's country selector, as the content service lists them (spec §3). */
export type CountryOption = {
  countryId: CountryId;
  name: string;
  lang: Locale;
  /** Image path or URL of the flag. */
  flag: string;
};

export const LANGUAGE_STORAGE_KEY = 'lumen.language';
export const LANGUAGE_COOKIE_NAME = 'lumen_language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const SEPARATOR = ':';

/** The value stored under LANGUAGE_STORAGE_KEY and in the cookie: "en-AU:2". */
export function serializeLanguagePreference(preference: LanguagePreference): string {
  return `${preference.locale}${SEPARATOR}${preference.countryId}`;
}

/**
 * Reads a stored value back. Anything tampered with or stale yields null rather than a
 * guess. A bare locale ("fr-FR") is accepted and takes that locale's country.
 */
export function parseLanguagePreference(
  value: string | null | undefined,
): LanguagePreference | null {
  if (!value) return null;
  const [locale, country, ...rest] = value.trim().split(SEPARATOR);
  if (rest.length > 0 || !isLocale(locale)) return null;
  if (country === undefined) return { locale, countryId: countryForLocale(locale) };
  if (!/^\d+$/.test(country)) return null;
  const countryId = Number(country);
  return isCountryId(countryId) ? { locale, countryId } : null;
}

function countryForLocale(locale: Locale): CountryId {
  const entry = Object.entries(LOCALE_FOR_COUNTRY).find(([, value]) => value === locale);
  return Number(entry?.[0] ?? 1) as CountryId;
}

export type LanguageCookieOptions = {
  /** Set on HTTPS deployments; left off locally where the site runs on plain http. */
  isSecure?: boolean;
  maxAgeSeconds?: number;
};

/**
 * A cookie string usable both as a Set-Cookie header value and for `document.cookie`.
 * Not HttpOnly: the browser writes it when the visitor switches language.
 */
export function serializeLanguageCookie(
  preference: LanguagePreference,
  options: LanguageCookieOptions = {},
): string {
  const parts = [
    `${LANGUAGE_COOKIE_NAME}=${encodeURIComponent(serializeLanguagePreference(preference))}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds ?? LANGUAGE_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (options.isSecure) parts.push('Secure');
  return parts.join('; ');
}

/** Finds the preference in a Cookie request header or in `document.cookie`. */
export function parseLanguageCookie(
  cookieHeader: string | null | undefined,
): LanguagePreference | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index === -1 || pair.slice(0, index).trim() !== LANGUAGE_COOKIE_NAME) continue;
    try {
      return parseLanguagePreference(decodeURIComponent(pair.slice(index + 1).trim()));
    } catch {
      return null;
    }
  }
  return null;
}

/** The preference a country selector entry stands for. */
export function preferenceFromCountryOption(option: CountryOption): LanguagePreference {
  return { locale: option.lang, countryId: option.countryId };
}
