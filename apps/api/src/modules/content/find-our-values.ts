import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The values cards on /our-story, by orderId. */
export function findOurValues(db: Database, locale: Locale) {
  return listDocuments(db, 'ourValues', locale);
}
