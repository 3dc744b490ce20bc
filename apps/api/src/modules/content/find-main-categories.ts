import type { Database } from '#src/db/client.ts';
import { listDocuments, sortByOrder, storedIn } from './content-store.ts';
import type { FindMainCategories } from './find-main-categories.schema.ts';

type MainCategory = { range_filters?: { order?: number }[] };

/** Main categories with their range tiles (range_filters sorted by order) for /select-range. */
export async function findMainCategories(
  db: Database,
  { locale, title, slug }: FindMainCategories,
) {
  const categories = await listDocuments<MainCategory>(db, 'mainCategories', locale, {
    narrow: `($3::text IS NULL OR ${storedIn('mainCategories', `lower(data ->> 'title') = lower($3::text)`)})
      AND ($4::text IS NULL OR ${storedIn('mainCategories', `data ->> 'slug' = $4::text`)})`,
    params: [title ?? null, slug ?? null],
  });
  return categories.map((c) => ({ ...c, range_filters: sortByOrder(c.range_filters, 'order') }));
}
