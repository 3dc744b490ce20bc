import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The carbon-neutral block of /sustainability. */
export function getCarbonNeutral(db: Database, locale: Locale) {
  return getSingleton(db, 'carbonNeutral', locale);
}
