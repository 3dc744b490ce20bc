import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The latest-news category filter, in orderId order. A category's id is its newsType. */
export async function findNewsCategories(db: Database, locale: Locale) {
  const categories = await listDocuments(db, 'newsCategories', locale);
  return categories.map((c) => ({ ...c, newsType: c.id }));
}
