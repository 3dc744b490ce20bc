import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The vacancy page's fixed copy and default cover (spec §7 careerHeaderNew, §8). */
export function getCareerHeaderNew(db: Database, locale: Locale) {
  return getSingleton(db, 'careerHeaderNew', locale);
}
