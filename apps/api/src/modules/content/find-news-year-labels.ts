import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

/** The archived-news year filter, newest year first. */
export function findNewsYearLabels(db: Database, locale: Locale) {
  return listDocuments(db, 'newsYearLabels', locale, { orderBy: `d.data ->> 'yearKey' DESC` });
}
