import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The HTML sitemap page's heading. */
export function getSitemapHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'sitemapHeader', locale);
}
