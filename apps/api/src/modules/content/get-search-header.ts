import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** Copy for the full-screen product search dialog (spec §2 Product search overlay). */
export function getSearchHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'searchHeader', locale);
}
