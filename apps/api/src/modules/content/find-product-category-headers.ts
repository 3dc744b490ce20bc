import type { Database } from '#src/db/client.ts';
import { listDocuments, storedIn } from './content-store.ts';
import type { FindProductCategoryHeaders } from './find-product-category-headers.schema.ts';

/** The banner over a product listing, for one main category or all of them. */
export function findProductCategoryHeaders(
  db: Database,
  { locale, slug }: FindProductCategoryHeaders,
) {
  return listDocuments(db, 'productCategoryHeaders', locale, {
    narrow: `$3::text IS NULL OR ${storedIn('productCategoryHeaders', `data ->> 'slug' = $3::text`)}`,
    params: [slug ?? null],
  });
}
