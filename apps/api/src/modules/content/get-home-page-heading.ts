import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** Section headings and SEO fields of the home page. */
export function getHomePageHeading(db: Database, locale: Locale) {
  return getSingleton(db, 'homePageHeading', locale);
}
