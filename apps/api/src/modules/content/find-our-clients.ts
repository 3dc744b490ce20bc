import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** Client logos for the home and case-study sliders. */
export function findOurClients(db: Database, locale: Locale) {
  return listDocuments(db, 'ourClients', locale);
}
