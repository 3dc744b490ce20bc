import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import {
  LANGUAGE_COOKIE_NAME,
  languageOf,
  parseLanguageCookie,
  resolveEdition,
  serializeLanguageCookie,
  type CountryId,
  type EditionId,
  type Language,
  type LanguagePreference,
  type Locale,
} from '@lumen/i18n';
import type { SiteEnv } from '#src/config/env.ts';
import { editionDefaults, HOME_FORCES_EDITION } from '#src/lib/edition.ts';

/** Who a request is for: the edition it reached and the language and country to render. */
export type Visitor = {
  edition: EditionId;
  locale: Locale;
  language: Language;
  countryId: CountryId;
  /** Whether the request carried a valid stored preference (the browser syncs storage from it). */
  hasStoredPreference: boolean;
};

/**
 * Set once per browser session when a forcing edition's home page has applied its language
 * (spec §2 Home: "sets a fixed language and country and reloads once"). Without it a visitor
 * who then picks another country on that home page would be forced back on every visit.
 */
export const EDITION_FORCED_COOKIE = 'lumen_edition_forced';

/** Every value the cookie header gives `name`, in order. */
function cookieValues(header: string | null | undefined, name: string): string[] {
  const values: string[] = [];
  for (const pair of header?.split(';') ?? []) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) values.push(pair.slice(eq + 1).trim());
  }
  return values;
}

function readCookie(header: string | null, name: string): string | undefined {
  return cookieValues(header, name)[0];
}

/**
 * The request inputs a page's HTML depends on, as one string: the key of the page cache in
 * front of React Router (start.mjs, decision 021). It holds everything resolveVisitor, the
 * security headers and entry.server read: host (edition), path and query, the two cookies,
 * the forwarded protocol (HSTS) and whether the client is a crawler (whole document at once).
 * A page that starts reading another header or cookie must add it here, or visitors would be
 * served each other's page.
 */
export function pageCacheKey(req: {
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}): string {
  const { cookie, host } = req.headers;
  return [
    host ?? '',
    req.url ?? '',
    cookieValues(cookie, LANGUAGE_COOKIE_NAME).join(';'),
    cookieValues(cookie, EDITION_FORCED_COOKIE).join(';'),
    String(req.headers['x-forwarded-proto'] ?? ''),
    isbot(req.headers['user-agent'] ?? '') ? 'crawler' : 'browser',
  ].join('\n');
}

/**
 * The page path a request is for. React Router's data requests ask for `/faq.data`, and for
 * the home page `/_root.data`, so a client-side navigation home is treated like a document one.
 */
export function pagePathOf(url: URL): string {
  const path = url.pathname;
  if (!path.endsWith('.data')) return path;
  const page = path.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

const samePreference = (a: LanguagePreference | null, b: LanguagePreference) =>
  !!a && a.locale === b.locale && a.countryId === b.countryId;

/**
 * The stored preference wins, except on the first home-page visit of a session to an
 * edition that forces its own language and country: there the server renders the edition's
 * and stores it, which is the spec's "reloads once" without the reload.
 */
export function resolveVisitor(request: Request, env: SiteEnv): Visitor & { setCookies: string[] } {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const edition = resolveEdition(
    request.headers.get('host') ?? url.host,
    env.editionOrigins,
    env.defaultEdition,
  );
  const stored = parseLanguageCookie(cookies);
  const fallback: LanguagePreference = editionDefaults(edition);
  const isSecure = env.editionOrigins[edition].startsWith('https:');

  if (
    HOME_FORCES_EDITION[edition] &&
    pagePathOf(url) === '/' &&
    readCookie(cookies, EDITION_FORCED_COOKIE) !== edition
  ) {
    const setCookies = [
      // A session cookie: the next visit in a new session forces the edition again.
      `${EDITION_FORCED_COOKIE}=${edition}; Path=/; SameSite=Lax${isSecure ? '; Secure' : ''}`,
    ];
    if (!samePreference(stored, fallback))
      setCookies.push(serializeLanguageCookie(fallback, { isSecure }));
    return { edition, ...withLanguage(fallback), hasStoredPreference: true, setCookies };
  }
  const preference = stored ?? fallback;
  return {
    edition,
    ...withLanguage(preference),
    hasStoredPreference: stored !== null,
    setCookies: [],
  };
}

function withLanguage(p: LanguagePreference) {
  return { locale: p.locale, countryId: p.countryId, language: languageOf(p.locale) };
}
