import type { Database } from '#src/db/client.ts';
import { listDocuments, storedIn } from './content-store.ts';
import type { FindCustomerDetails } from './find-customer-details.schema.ts';

/** Customer cards for the home page, or one customer story by its slug. */
export function findCustomerDetails(
  db: Database,
  { locale, slug, start, limit }: FindCustomerDetails,
) {
  return listDocuments(db, 'customerDetails', locale, {
    narrow:
      slug === undefined ? undefined : storedIn('customerDetails', `data ->> 'pageSlug' = $5`),
    offset: '$3',
    limit: '$4',
    params: slug === undefined ? [start, limit] : [start, limit, slug],
  });
}
