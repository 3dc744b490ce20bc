import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** What we offer (global offers) on /our-story, by orderId. */
export function findGlobalOffers(db: Database, locale: Locale) {
  return listDocuments(db, 'globalOffers', locale);
}
