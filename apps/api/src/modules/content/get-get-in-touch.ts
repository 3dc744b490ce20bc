import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /contact/get-in-touch header and back button. */
export function getGetInTouch(db: Database, locale: Locale) {
  return getSingleton(db, 'getInTouch', locale);
}
