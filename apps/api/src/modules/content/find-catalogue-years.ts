import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The years catalogues are grouped under, newest first. */
export function findCatalogueYears(db: Database, locale: Locale) {
  return listDocuments(db, 'catalogueYears', locale, {
    orderBy: `d.data ->> 'year' DESC, d.doc_id`,
  });
}
