import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The ESG pillar carousel, by orderId. */
export function findPillarLists(db: Database, locale: Locale) {
  return listDocuments(db, 'pillarLists', locale);
}
