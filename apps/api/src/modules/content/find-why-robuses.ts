import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** Why choose us: the expandable reasons on /our-story, by orderId. */
export function findWhyRobuses(db: Database, locale: Locale) {
  return listDocuments(db, 'whyRobuses', locale);
}
