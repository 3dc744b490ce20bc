import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** /meet-the-team: title, text, world map and SEO fields. */
export function getMeetTheTeamHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'meetTheTeamHeader', locale);
}
