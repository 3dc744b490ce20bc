import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /case-studies banner and labels, and the article's energy-saving block (spec §7). */
export function getCaseStudiesHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'caseStudiesHeader', locale);
}
