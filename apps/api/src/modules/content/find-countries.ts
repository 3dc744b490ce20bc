import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The header's country selector, in the locale's order (each edition lists itself first). */
export function findCountries(db: Database, locale: Locale) {
  return listDocuments(db, 'countries', locale);
}
