import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

/** /our-story: hero, who-is text, vision, section headings and SEO fields. */
export function getOurStory(db: Database, locale: Locale) {
  return getSingleton(db, 'ourStory', locale);
}
