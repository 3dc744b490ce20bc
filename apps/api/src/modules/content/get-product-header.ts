import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** Copy shared by every product detail page: headings, labels and the not-available dialog. */
export function getProductHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'productHeader', locale);
}
