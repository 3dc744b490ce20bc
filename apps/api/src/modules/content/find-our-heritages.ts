import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The heritage timeline, by year ascending (spec §2, §7), whatever its orderIds say. */
export function findOurHeritages(db: Database, locale: Locale) {
  return listDocuments(db, 'ourHeritages', locale, {
    orderBy: `(d.data ->> 'year')::int ASC, (d.data ->> 'orderId')::int ASC NULLS LAST, d.doc_id`,
  });
}
