import type { Database } from '#src/db/client.ts';
import { listDocuments, storedIn } from './content-store.ts';
import type { FindBrochures } from './find-brochures.schema.ts';
import { withPages } from './find-catalogues.ts';

/** Lighting guides (brochures) by orderId, each with its flipbook's page template. */
export async function findBrochures(db: Database, { locale, slug, start, limit }: FindBrochures) {
  const docs = await listDocuments(db, 'brochures', locale, {
    narrow: slug === undefined ? undefined : storedIn('brochures', `data ->> 'pageSlug' = $5`),
    offset: '$3',
    limit: '$4',
    params: slug === undefined ? [start, limit] : [start, limit, slug],
  });
  return docs.map((doc) => withPages('brochure', doc));
}
