import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The alternating image and text blocks of /sustainability, by orderId. */
export function findSustainabilityContents(db: Database, locale: Locale) {
  return listDocuments(db, 'sustainabilityContents', locale);
}
