import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /faq banner and its labels and SEO fields. */
export function getFaqBanner(db: Database, locale: Locale) {
  return getSingleton(db, 'faqBanner', locale);
}
