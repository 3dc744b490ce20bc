import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The phone tables' title and column labels (/contact/get-in-touch). */
export function getCallUsHeading(db: Database, locale: Locale) {
  return getSingleton(db, 'callUsHeading', locale);
}
