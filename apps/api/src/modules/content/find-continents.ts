import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/**
 * The phone tables of /contact/get-in-touch as a connection (spec §7 continentsConnection):
 * continents by orderId, each with its numbers in the order the content lists them.
 */
export async function findContinents(db: Database, locale: Locale) {
  const nodes = await listDocuments(db, 'continents', locale);
  return { nodes, totalCount: nodes.length };
}
