import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /sustainability header and section titles. */
export function getSustainabilityHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'sustainabilityHeader', locale);
}
