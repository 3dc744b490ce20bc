import type { Language, Locale } from '@lumen/i18n';
import type { z } from 'zod';
import type { Collection } from '../collections.ts';

export type Fields = Record<string, unknown>;

/** One stored row of content_documents. */
export type SeedDoc = { collection: Collection; id: string; locale: Locale; data: Fields };

/** A mistake in one field of a content file, reported with the file's path. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * How one collection is written in `apps/api/content/<collection-in-kebab-case>/` and what its
 * documents must hold. The schema describes a complete (en-GB) document; files for other
 * locales may hold any subset of its fields, and the store falls back to en-GB for the rest.
 */
export type ContentType = {
  collection: Collection;
  /** yaml: every field in YAML. md: Markdown, fields in the front matter and one in the body. */
  format: 'yaml' | 'md';
  /** md: the field the Markdown body holds. */
  body?: string;
  /** One document per locale, id `default`: the files are named by locale alone (`en-GB.yaml`). */
  singleton?: boolean;
  schema: z.ZodObject;
  /**
   * Fields whose values are ids of another collection's items. A dotted path reaches into
   * nested lists: `values.ziigna_sub_params` is every value's `ziigna_sub_params`.
   */
  references?: Record<string, Collection>;
  /**
   * Completes a regional file's fields from the item's en-GB fields before they are stored,
   * for collections whose nested lists carry structure only the en-GB file may set (the
   * builder's value ids and sub-parameters): a translation then gives only its words. Throws
   * a FieldError when the regional file does not fit the en-GB one.
   */
  completeRegional?(regional: Fields, base: Fields): Fields;
  /**
   * Checks the collection as a whole once every item is read: rules between items or with
   * other collections (ids the code keys on). `enGb` gives any collection's en-GB documents by
   * id; each problem names the item whose en-GB file it is in.
   */
  checkCollection?(
    enGb: (collection: Collection) => ReadonlyMap<string, Fields>,
  ): { id: string; field?: string; message: string }[];
  /**
   * The items are the catalogue's main categories (seed/taxonomy.ts): one per category key, and
   * each file's names and slugs come from the taxonomy (`prepare`), so pages and product
   * listings agree. Every item gets a French document, whether or not a fr-FR file exists.
   */
  itemsAreMainCategories?: boolean;
  /**
   * Completes one file's fields before they are validated (fields the catalogue owns). Throws a
   * FieldError for a field the file must not set.
   */
  prepare?(data: Fields, item: { id: string; locale: Locale; language: Language }): Fields;
};
