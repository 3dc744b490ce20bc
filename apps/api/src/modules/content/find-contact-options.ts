import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';
import type { FindContactOptions } from './find-contact-options.schema.ts';

/** The /contact option cards, orderId ascending. */
export function findContactOptions(db: Database, { locale, start, limit }: FindContactOptions) {
  return listDocuments(db, 'contactuses', locale, {
    offset: '$3',
    limit: '$4',
    params: [start, limit],
  });
}
