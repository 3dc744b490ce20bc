import { nameKey } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { nameKeySql } from '#src/db/name-key-sql.ts';
import { listDocuments, sortByOrder, storedIn } from './content-store.ts';
import type { FindMainCategories } from './find-main-categories.schema.ts';

type MainCategory = { range_filters?: { order?: number }[] };

/**
 * Main categories with their range tiles (range_filters sorted by order) for /select-range,
 * by title or slug compared as names are everywhere (nameKey: case, accents, apostrophes).
 */
export async function findMainCategories(
  db: Database,
  { locale, title, slug }: FindMainCategories,
) {
  const categories = await listDocuments<MainCategory>(db, 'mainCategories', locale, {
    narrow: `($3::text IS NULL OR ${storedIn('mainCategories', `${nameKeySql(`data ->> 'title'`)} = $3::text`)})
      AND ($4::text IS NULL OR ${storedIn('mainCategories', `${nameKeySql(`data ->> 'slug'`)} = $4::text`)})`,
    params: [title == null ? null : nameKey(title), slug == null ? null : nameKey(slug)],
  });
  return categories.map((c) => ({ ...c, range_filters: sortByOrder(c.range_filters, 'order') }));
}
