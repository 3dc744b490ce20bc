import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /contact hero (spec §2 Contact). */
export function getContactUsHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'contactUsHeader', locale);
}
