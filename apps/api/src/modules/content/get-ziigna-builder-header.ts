import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** /ziigna-linear-lighting/builder's copy: banner, header, buttons, SEO (campaigns spec §3). */
export function getZiignaBuilderHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'ziignaBuilderHeader', locale);
}
