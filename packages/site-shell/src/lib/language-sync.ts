import {
  LANGUAGE_STORAGE_KEY,
  parseLanguageCookie,
  parseLanguagePreference,
  serializeLanguageCookie,
  serializeLanguagePreference,
  type LanguagePreference,
} from '@lumen/i18n';

/*
 * The browser side of language persistence: browser storage (what the spec names) plus the
 * cookie the server reads, both in @lumen/i18n's format, so the server renders the language
 * the browser will show.
 */

const same = (a: LanguagePreference | null, b: LanguagePreference | null) =>
  !!a && !!b && a.locale === b.locale && a.countryId === b.countryId;

export function readStoredPreference(): LanguagePreference | null {
  try {
    return parseLanguagePreference(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage disabled
  }
}

/** Keeps a choice in storage and in the cookie; the caller reloads to render it. */
export function storePreference(preference: LanguagePreference): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, serializeLanguagePreference(preference));
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  document.cookie = serializeLanguageCookie(preference, {
    isSecure: window.location.protocol === 'https:',
  });
}

const SYNC_GUARD_KEY = 'lumen.language-synced';

/**
 * Reconciles storage with what the server rendered. When the browser holds a choice the
 * server did not see (cookie missing or expired) the cookie is restored and the caller
 * reloads once; otherwise storage is brought in line with the server's answer.
 * Returns true when a reload is needed.
 */
export function reconcilePreference(server: LanguagePreference, serverSawCookie: boolean): boolean {
  const stored = readStoredPreference();
  const cookie = parseLanguageCookie(document.cookie);
  if (!serverSawCookie && stored && !same(stored, server) && !cookie) {
    try {
      // Cookies refused: reloading again would loop.
      if (window.sessionStorage.getItem(SYNC_GUARD_KEY)) return false;
      window.sessionStorage.setItem(SYNC_GUARD_KEY, '1');
    } catch {
      return false;
    }
    storePreference(stored);
    return true;
  }
  if (!same(stored, server) || !same(cookie, server)) storePreference(server);
  return false;
}
