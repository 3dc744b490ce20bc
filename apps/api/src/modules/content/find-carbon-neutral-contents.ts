import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The tabs of /sustainability, by orderId. */
export function findCarbonNeutralContents(db: Database, locale: Locale) {
  return listDocuments(db, 'carbonNeutralContents', locale);
}
