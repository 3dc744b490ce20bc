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
