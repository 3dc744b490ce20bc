import { count } from 'drizzle-orm';
import type { CountryId } from '@lumen/i18n';
import type { SearchPlatform } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { searchHistory } from '#src/db/schema.ts';
import { randomFor, type Random } from '#src/seed/random.ts';
import type { Seeder } from '#src/seed/seed.ts';

/** Enough for several pages of the staff list (50 a page) and terms worth ranking. */
export const SEEDED_SEARCHES = 400;
/** Spread over the three months before seeding, newest last. */
const SPAN_DAYS = 90;
/** The oldest tenth stands for searches recorded before the site sent its count (0012). */
const UNCOUNTED_SHARE = 0.1;
const DAY = 24 * 3_600_000;
const SALT = 31;

/** A term and how many products it finds (0: what the catalogue lacks or names differently). */
type Term = readonly [term: string, found: number];

// What trade customers type in each edition's search box: ranges, product kinds, part
// numbers, the odd misspelling, and in French the accents real visitors type (or leave out).
const ENGLISH: readonly Term[] = [
  ['downlight', 184],
  ['fire rated downlight', 62],
  ['Aura', 41],
  ['led panel 600x600', 27],
  ['emergency lighting', 38],
  ['batten', 55],
  ['IP65', 212],
  ['flood light', 33],
  ['track light', 19],
  ['DLAUR06', 4],
  ['bulkhead', 22],
  ['linear', 47],
  ['ziigna', 12],
  ['garden spike', 6],
  ['high bay', 14],
  ['dali dimmable', 29],
  ['downlite', 0],
  ['festoon', 0],
  ['neon flex', 0],
  ['smart bulb', 0],
];
const FRENCH: readonly Term[] = [
  ['éclairage extérieur', 58],
  ['eclairage exterieur', 58],
  ['spot encastré', 96],
  ['réglette LED', 31],
  ['plafonnier', 24],
  ['projecteur', 33],
  ['bloc autonome', 9],
  ['hublot', 22],
  ['détecteur de présence', 7],
  ['applique murale', 15],
  ['dalle LED 600x600', 27],
  ['guirlande guinguette', 0],
  ['lampadaire', 0],
  ['ampoule connectée', 0],
];
/** Australia and New Zealand spell some things their own way. */
const ANTIPODEAN: readonly Term[] = [
  ['oyster light', 11],
  ['downlight', 184],
  ['batten', 55],
  ['sensor light', 8],
  ['exhaust fan', 0],
];

/** Countries as the editions see traffic: mostly the main web (1, and 5 for Ireland). */
const COUNTRIES: readonly CountryId[] = [1, 1, 1, 1, 1, 5, 5, 3, 3, 3, 2, 2, 4];

function termsFor(country: CountryId): readonly Term[] {
  if (country === 3) return FRENCH;
  if (country === 2 || country === 4) return [...ANTIPODEAN, ...ENGLISH];
  return ENGLISH;
}

/** How people type: mostly as listed, some capitalised or shouting, never padded (trimmed). */
function typed(r: Random, term: string): string {
  const roll = r.next();
  if (roll < 0.15) return term.charAt(0).toUpperCase() + term.slice(1);
  if (roll < 0.2) return term.toUpperCase();
  if (roll < 0.4) return term.toLowerCase();
  return term;
}

function planSearch(i: number, now: Date) {
  const r = randomFor(i, SALT);
  // Oldest first, at any hour (the loyalty app is used on site), never in the future.
  const day = Math.floor(((SEEDED_SEARCHES - i) * SPAN_DAYS) / SEEDED_SEARCHES);
  const createdAt = new Date(
    Math.min(
      now.getTime() - 60_000,
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
        day * DAY +
        r.int(0, 24 * 60 - 1) * 60_000,
    ),
  );
  const country = r.pick(COUNTRIES);
  const [term, found] = r.pick(termsFor(country));
  // The same term finds a little more or less as the catalogue changes; nothing stays nothing.
  const resultCount = found === 0 ? 0 : Math.max(1, found + r.int(-3, 3));
  const platform: SearchPlatform = r.chance(0.3) ? 'APP' : 'WEB';
  return {
    createdAt,
    country,
    platform,
    productSearchQuery: typed(r, term),
    resultCount: i < SEEDED_SEARCHES * UNCOUNTED_SHARE ? null : resultCount,
  };
}

/**
 * 400 product searches for the staff search statistics (issue 13 point 4), the same ones on
 * every machine, over the three months before seeding: both platforms, every country, English
 * and French terms, some finding nothing. Runs once: a database that has searches (seeded or
 * recorded by the site) is left as it is.
 */
export async function seedSearchHistory(db: Orm, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(searchHistory);
  if (existing && existing.n > 0) return 0;
  const rows = Array.from({ length: SEEDED_SEARCHES }, (_, i) => planSearch(i, now));
  await db.insert(searchHistory).values(rows);
  return rows.length;
}

export const searchHistorySeeder: Seeder = {
  name: 'search-history',
  version: () => 'search-history-1',
  async run(db, opts) {
    const seeded = await seedSearchHistory(db.orm);
    opts.log?.(`search history: ${seeded} seeded`);
  },
};
