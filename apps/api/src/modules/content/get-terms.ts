import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The terms and conditions page. */
export function getTerms(db: Database, locale: Locale) {
  return getSingleton(db, 'terms', locale);
}
