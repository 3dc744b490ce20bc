import {
  COUNTRY_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  preferenceCookies,
  readPreferenceCookies,
  samePreference,
  toPreference,
  type LanguagePreference,
} from './language-preference.ts';

/*
 * The browser side of language persistence: localStorage (what the spec names) plus the
 * cookie the server reads. Destined for @lumen/i18n with language-preference.ts.
 */

export function readStoredPreference(): LanguagePreference | null {
  try {
    return toPreference(
      window.localStorage.getItem(LANGUAGE_STORAGE_KEY),
      window.localStorage.getItem(COUNTRY_STORAGE_KEY),
    );
  } catch {
    return null; // storage disabled
  }
}

export function storePreference(pref: LanguagePreference): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, pref.locale);
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, String(pref.countryId));
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  const secure = window.location.protocol === 'https:';
  for (const cookie of preferenceCookies(pref, { secure })) document.cookie = cookie;
}

const SYNC_GUARD_KEY = 'lumen.lang-synced';

/**
 * Reconciles storage with what the server rendered. When the browser holds a choice the
 * server did not see (cookie missing or expired) the cookie is restored and the caller
 * reloads once; otherwise storage is brought in line with the server's answer.
 * Returns true when a reload is needed.
 */
export function reconcilePreference(server: LanguagePreference, serverSawCookie: boolean): boolean {
  const stored = readStoredPreference();
  const cookie = readPreferenceCookies(document.cookie);
  if (!serverSawCookie && stored && !samePreference(stored, server) && !cookie) {
    try {
      if (window.sessionStorage.getItem(SYNC_GUARD_KEY)) return false; // cookies refused: do not loop
      window.sessionStorage.setItem(SYNC_GUARD_KEY, '1');
    } catch {
      return false;
    }
    storePreference(stored);
    return true;
  }
  if (!samePreference(stored, server) || !samePreference(cookie, server)) storePreference(server);
  return false;
}
