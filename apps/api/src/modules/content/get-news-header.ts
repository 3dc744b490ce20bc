import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /news banner, tab names, filter labels and SEO (spec §7 newsHeader). */
export function getNewsHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'newsHeader', locale);
}
