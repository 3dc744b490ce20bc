import type { Locale } from '@lumen/i18n';
import type { Collection } from '../collections.ts';

export type Fields = Record<string, unknown>;

/** One stored row of content_documents. */
export type SeedDoc = { collection: Collection; id: string; locale: Locale; data: Fields };

export type LocalizedFields = {
  /** Fields that read the same in every locale (images, urls, order, flags). */
  shared?: Fields;
  /** The British English copy; en-GB documents are complete. */
  en: Fields;
  /** The French copy. Fields left out fall back to en-GB. */
  fr?: Fields;
  /** Australian and New Zealand overrides, only where they differ from en-GB. */
  au?: Fields;
  nz?: Fields;
};

/**
 * The documents of one content entry: a complete en-GB document and, per other locale, only
 * the fields that locale translates or overrides (the store falls back to en-GB for the rest).
 */
export function entry(collection: Collection, id: string, f: LocalizedFields): SeedDoc[] {
  const docs: SeedDoc[] = [{ collection, id, locale: 'en-GB', data: { ...f.shared, ...f.en } }];
  if (f.fr) docs.push({ collection, id, locale: 'fr-FR', data: f.fr });
  if (f.au) docs.push({ collection, id, locale: 'en-AU', data: f.au });
  if (f.nz) docs.push({ collection, id, locale: 'en-NZ', data: f.nz });
  return docs;
}

/** A document that exists only in some regional locales (an Australian-only news item). */
export function regionalEntry(
  collection: Collection,
  id: string,
  locale: Locale,
  data: Fields,
): SeedDoc {
  return { collection, id, locale, data };
}

/** Media paths are served by GET /media/*; the seed renders artwork for every one it uses. */
export function media(path: string): string {
  return `/media/content/${path}`;
}
