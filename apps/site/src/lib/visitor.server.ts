import type { CountryId, EditionId, Language, Locale } from '@lumen/i18n';
import type { SiteEnv } from '#src/config/env.ts';
import { editionDefaults, HOME_FORCES_EDITION, resolveEdition } from './edition.ts';
import {
  preferenceCookies,
  preferenceOf,
  readPreferenceCookies,
  samePreference,
} from './language-preference.ts';

/** Who a request is for: the edition it reached and the language and country to render. */
export type Visitor = {
  edition: EditionId;
  locale: Locale;
  language: Language;
  countryId: CountryId;
  /** Whether the request carried a valid stored preference (the browser syncs storage from it). */
  hasStoredPreference: boolean;
  /** Set-Cookie values when the server changed the stored preference (a forced edition). */
  setCookies: string[];
};

/**
 * The stored preference wins, except on the home page of an edition that forces its own
 * language and country: there the server renders the edition's and stores it, which is the
 * spec's "sets a fixed language and country and reloads once" without the reload.
 */
export function resolveVisitor(request: Request, env: SiteEnv): Visitor {
  const url = new URL(request.url);
  const edition = resolveEdition(
    request.headers.get('host') ?? url.host,
    env.editionOrigins,
    env.defaultEdition,
  );
  const stored = readPreferenceCookies(request.headers.get('cookie'));
  const fallback = editionDefaults(edition);

  if (HOME_FORCES_EDITION[edition] && url.pathname === '/') {
    const forced = preferenceOf(fallback.locale, fallback.countryId);
    const secure = env.editionOrigins[edition].startsWith('https:');
    return {
      edition,
      ...forced,
      hasStoredPreference: true,
      setCookies: samePreference(stored, forced) ? [] : preferenceCookies(forced, { secure }),
    };
  }
  const pref = stored ?? preferenceOf(fallback.locale, fallback.countryId);
  return { edition, ...pref, hasStoredPreference: stored !== null, setCookies: [] };
}
