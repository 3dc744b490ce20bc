import { EDITION_IDS, EDITIONS, type EditionId } from '@lumen/i18n';

/**
 * Editions whose home page forces its own language and country (spec §2 Home, "Forced
 * edition on load"): the Australian, French and New Zealand editions. The UK edition keeps
 * whatever the visitor chose. Destined for @lumen/i18n's edition table.
 */
export const HOME_FORCES_EDITION: Record<EditionId, boolean> = {
  uk: false,
  au: true,
  fr: true,
  nz: true,
};

/**
 * Which edition a request is for: the edition whose public origin has the request's host
 * name, or `<edition>.localhost` (so all four can be seen on one machine), else the
 * deployment's default. Ports are ignored: the gateway and the site see the same host name.
 */
export function resolveEdition(
  host: string | null | undefined,
  editionOrigins: Record<EditionId, string>,
  defaultEdition: EditionId,
): EditionId {
  const hostname = hostnameOf(host);
  if (!hostname) return defaultEdition;
  // The deployment's own origin wins when several editions share a host name.
  if (hostnameOf(new URL(editionOrigins[defaultEdition]).host) === hostname) return defaultEdition;
  for (const id of EDITION_IDS) {
    if (hostnameOf(new URL(editionOrigins[id]).host) === hostname) return id;
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

export function editionDefaults(id: EditionId) {
  const e = EDITIONS[id];
  return { locale: e.locale, countryId: e.countryId };
}
