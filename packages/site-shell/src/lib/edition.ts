import { EDITIONS, type EditionId } from '@lumen/i18n';

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

export function editionDefaults(id: EditionId) {
  const e = EDITIONS[id];
  return { locale: e.locale, countryId: e.countryId };
}
