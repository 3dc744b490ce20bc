import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /product-catalogue banner and the download dialog's heading. */
export function getCatalogueHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'catalogueHeader', locale);
}
