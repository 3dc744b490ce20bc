import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /lighting-guides banner. */
export function getBrochureHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'brochureHeader', locale);
}
