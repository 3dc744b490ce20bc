import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The privacy policy's text, conclusion and cookie-table column labels. */
export function getPrivacyPolicyHeading(db: Database, locale: Locale) {
  return getSingleton(db, 'privacyPolicyHeading', locale);
}
