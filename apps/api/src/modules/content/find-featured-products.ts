import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';
import type { FindFeaturedProducts } from './find-featured-products.schema.ts';

/** The home page's featured products carousel, in orderId order. */
export async function findFeaturedProducts(db: Database, { locale, limit }: FindFeaturedProducts) {
  const products = await listDocuments<{ external?: boolean }>(db, 'featuredProducts', locale, {
    limit: '$3',
    params: [limit],
  });
  return products.map((p) => ({ ...p, external: p.external === true }));
}
