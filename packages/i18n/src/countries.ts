import type { Locale } from './locales.ts';

/**
 * Country ids as the product API and content flags use them (spec §1, §9):
 * 1 main (UK/Ireland web), 2 Australia, 3 France, 4 New Zealand, and 5 is also main web.
 */
export const COUNTRY_IDS = [1, 2, 3, 4, 5] as const;
export type CountryId = (typeof COUNTRY_IDS)[number];
export const DEFAULT_COUNTRY_ID: CountryId = 1;

export function isCountryId(value: unknown): value is CountryId {
  return typeof value === 'number' && (COUNTRY_IDS as readonly number[]).includes(value);
}

/**
 * What staff call each country id in the search statistics (list and CSV; spec §9): 1 and 5
 * are both the main web, which serves the UK and Ireland, so they share a name. The staff
 * console and its exports are in English, like the API's other staff answers.
 */
export const COUNTRY_NAMES = {
  1: 'UK & Ireland',
  2: 'Australia',
  3: 'France',
  4: 'New Zealand',
  5: 'UK & Ireland',
} as const satisfies Record<CountryId, string>;

/** The product custom field that hides a product in a country when its value is 0. */
export const COUNTRY_VISIBILITY_FIELD = {
  1: 'Main web',
  2: 'Aus web',
  3: 'FR web',
  4: 'NZ web',
  5: 'Main web',
} as const satisfies Record<CountryId, string>;

/** News publish-in-country flags (spec §2 News). */
export const NEWS_COUNTRY_FLAGS = ['uk', 'france', 'newzealand', 'ireland', 'australia'] as const;
export type NewsCountryFlag = (typeof NEWS_COUNTRY_FLAGS)[number];

/** Which news flags make an item visible in a country's edition. Main web covers the UK and Ireland. */
export const NEWS_FLAGS_FOR_COUNTRY: Record<CountryId, readonly NewsCountryFlag[]> = {
  1: ['uk', 'ireland'],
  2: ['australia'],
  3: ['france'],
  4: ['newzealand'],
  5: ['uk', 'ireland'],
};

/** Whether a news item with these publish-in-country flags shows in a country's edition. */
export function isNewsPublishedIn(
  flags: Readonly<Record<NewsCountryFlag, boolean>>,
  countryId: CountryId,
): boolean {
  return NEWS_FLAGS_FOR_COUNTRY[countryId].some((flag) => flags[flag]);
}

/** The locale each country's edition reads content in. */
export const LOCALE_FOR_COUNTRY: Record<CountryId, Locale> = {
  1: 'en-GB',
  2: 'en-AU',
  3: 'fr-FR',
  4: 'en-NZ',
  5: 'en-GB',
};
