import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The action list of /sustainability, by orderId. */
export function findSustainabilityActions(db: Database, locale: Locale) {
  return listDocuments(db, 'sustainabilityActions', locale);
}
