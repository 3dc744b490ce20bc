import type { CountryId } from './countries.ts';
import type { Locale } from './locales.ts';

/**
 * A deployed edition of the website. The deployment chooses one; the home page forces its
 * language and country (spec §2 Home: "Forced edition on load").
 */
export type Edition = {
  id: 'uk' | 'au' | 'fr' | 'nz';
  locale: Locale;
  countryId: CountryId;
  /** Countries this edition serves (UK and Ireland share one). */
  countries: readonly CountryId[];
};

export const EDITIONS = {
  uk: { id: 'uk', locale: 'en-GB', countryId: 1, countries: [1, 5] },
  au: { id: 'au', locale: 'en-AU', countryId: 2, countries: [2] },
  fr: { id: 'fr', locale: 'fr-FR', countryId: 3, countries: [3] },
  nz: { id: 'nz', locale: 'en-NZ', countryId: 4, countries: [4] },
} as const satisfies Record<Edition['id'], Edition>;

export type EditionId = keyof typeof EDITIONS;
export const EDITION_IDS = Object.keys(EDITIONS) as EditionId[];

/**
 * Which edition a request is for: the edition whose public origin has the request's host
 * name, or `<edition>.localhost` (so all four can be seen on one machine), else the
 * deployment's default. Ports are ignored: the gateway and the site see the same host name.
 * The site renders the edition's language from this; the gateway uses it for the pages it
 * writes itself when an app behind it is down.
 */
export function resolveEdition(
  host: string | null | undefined,
  editionOrigins: Partial<Record<EditionId, string>>,
  defaultEdition: EditionId,
): EditionId {
  const hostname = hostnameOf(host);
  if (!hostname) return defaultEdition;
  const hostnameOfOrigin = (id: EditionId) => {
    const origin = editionOrigins[id];
    return origin ? hostnameOf(new URL(origin).host) : undefined;
  };
  // The deployment's own origin wins when several editions share a host name.
  if (hostnameOfOrigin(defaultEdition) === hostname) return defaultEdition;
  for (const id of EDITION_IDS) {
    if (hostnameOfOrigin(id) === hostname) return id;
    if (hostname === `${id}.localhost`) return id;
  }
  return defaultEdition;
}

function hostnameOf(host: string | null | undefined): string | undefined {
  if (!host) return undefined;
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1); // IPv6 literal
  return h.split(':')[0] || undefined;
}

const isEditionId = (value: string | undefined): value is EditionId =>
  value !== undefined && Object.hasOwn(EDITIONS, value);

/**
 * Reads the editions' public origins as deployments configure them (`EDITION_SITE_URLS`:
 * `fr=https://…,au=https://…`). Each URL becomes its origin; entries that are not
 * `edition=http(s) URL` are returned in `invalid`, for the caller's configuration error.
 */
export function parseEditionOrigins(raw: string): {
  origins: Partial<Record<EditionId, string>>;
  invalid: string[];
} {
  const origins: Partial<Record<EditionId, string>> = {};
  const invalid: string[] = [];
  for (const pair of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [id, url] = pair.split('=', 2).map((s) => s.trim());
    const origin = originOf(url);
    if (!isEditionId(id) || !origin) invalid.push(pair);
    else origins[id] = origin;
  }
  return { origins, invalid };
}

function originOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const { origin, protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
}
