import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The virtual visitor centre page. */
export function getVisitHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'visitHeader', locale);
}
