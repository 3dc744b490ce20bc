import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The calculator's texts and its frame: address, origin to trust, title and first height. */
export function getEnergySavingCalculator(db: Database, locale: Locale) {
  return getSingleton(db, 'energySavingCalculator', locale);
}
