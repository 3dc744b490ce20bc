import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';
import type { FindProductTechSpecs } from './find-product-tech-specs.schema.ts';

/** The rows of the tech specs tab: which product field to show, its label, and its column. */
export function findProductTechSpecs(db: Database, { locale, align }: FindProductTechSpecs) {
  return listDocuments(db, 'productTechSpecs', locale, {
    where: `$3::text IS NULL OR d.data ->> 'align' = $3::text`,
    params: [align ?? null],
  });
}
