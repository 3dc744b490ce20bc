import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The careers location dropdown, by orderId. */
export async function findCareerLocations(db: Database, locale: Locale) {
  const locations = await listDocuments<{ worldwide?: boolean }>(db, 'careerLocations', locale);
  return locations.map((l) => ({ ...l, worldwide: l.worldwide === true }));
}
