import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The certification carousel, by orderId. */
export function findCertifications(db: Database, locale: Locale) {
  return listDocuments(db, 'certifications', locale);
}
