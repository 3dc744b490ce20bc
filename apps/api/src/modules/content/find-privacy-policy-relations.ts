import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The four cookie tables, in orderId order (1 strictly necessary … 4 functionality). */
export function findPrivacyPolicyRelations(db: Database, locale: Locale) {
  return listDocuments(db, 'privacyPolicyRelations', locale);
}
