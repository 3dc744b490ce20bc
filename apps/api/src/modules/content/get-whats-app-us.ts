import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The WhatsApp page (English editions only; the site redirects the others). */
export function getWhatsAppUs(db: Database, locale: Locale) {
  return getSingleton(db, 'whatsAppUs', locale);
}
