import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The product page's six tab titles, sorted by orderId (spec §2 Product detail). */
export function findProductDetailTabs(db: Database, locale: Locale) {
  return listDocuments(db, 'productDetails', locale);
}
