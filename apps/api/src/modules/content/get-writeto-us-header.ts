import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The write-to-us page's header and its form's success copy. */
export function getWritetoUsHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'writetoUsHeader', locale);
}
