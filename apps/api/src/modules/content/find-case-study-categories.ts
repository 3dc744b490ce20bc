import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** Application areas that case studies are filed under. */
export function findCaseStudyCategories(db: Database, locale: Locale) {
  return listDocuments(db, 'casestudyCategories', locale);
}
