import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** /energy-saving-calculator's banner and SEO fields (campaigns spec §7). */
export function getEnergyCalculatorHeading(db: Database, locale: Locale) {
  return getSingleton(db, 'energyCalculatorHeading', locale);
}
