import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The team carousel on /our-story, by orderId. */
export function findOurTeams(db: Database, locale: Locale) {
  return listDocuments(db, 'ourTeams', locale);
}
