import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** The /videos banner, search placeholder and the labels of the video pages. */
export function getVideosHeader(db: Database, locale: Locale) {
  return getSingleton(db, 'videosHeader', locale);
}
