import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The icon cards under the /sustainability hero, by orderId. */
export function findSustainabilityTopCards(db: Database, locale: Locale) {
  return listDocuments(db, 'sustainabilityTopCards', locale);
}
