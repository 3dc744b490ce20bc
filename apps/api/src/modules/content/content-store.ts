import { DEFAULT_LOCALE, fallbackLocale, type Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { SINGLETON_ID, type Collection } from './collections.ts';

/** A content document as the API returns it: its merged fields plus its id. */
export type ContentDoc = { id: string } & Record<string, unknown>;

/**
 * Placeholders every content query starts with: $1 the requested locale, $2 the locale it
 * falls back to (itself for en-GB, so the merge is then a no-op).
 */
export function localeParams(locale: Locale): [Locale, Locale] {
  return [locale, fallbackLocale(locale) ?? DEFAULT_LOCALE];
}

/**
 * SQL selecting (doc_id, data) for one collection in the locale $1: each en-GB document with
 * the regional document's non-null fields laid over it (`base || regional`), so a missing or
 * null field falls back and a present one wins. Top-level fields merge; nested lists and
 * objects are replaced whole. Documents that exist only regionally are kept, and a regional
 * `_hidden: true` withdraws an en-GB document from that locale.
 *
 * `narrow` is an optional condition on the stored rows (before merging) so index-backed
 * look-ups (slug, SKU) stay index-backed.
 */
export function mergedDocuments(collection: Collection, narrow?: string): string {
  const extra = narrow ? ` AND (${narrow})` : '';
  return `SELECT doc_id, data FROM (
      SELECT doc_id, coalesce(b.data, '{}'::jsonb) || coalesce(jsonb_strip_nulls(r.data), '{}'::jsonb) AS data
      FROM (SELECT doc_id, data FROM content_documents
            WHERE collection = '${collection}' AND locale = $2${extra}) b
      FULL JOIN (SELECT doc_id, data FROM content_documents
            WHERE collection = '${collection}' AND locale = $1${extra}) r USING (doc_id)
    ) merged
    WHERE NOT coalesce(merged.data @> '{"_hidden": true}', false)`;
}

/** The merged document with its id folded in, as one jsonb value. */
export const DOC_WITH_ID = `(d.data || jsonb_build_object('id', d.doc_id))`;

type Row = { doc: ContentDoc };

/** A singleton (search header, footer, headings) in a locale, or null when there is none. */
export async function getSingleton<T extends object>(
  db: Database,
  collection: Collection,
  locale: Locale,
): Promise<(T & ContentDoc) | null> {
  const rows = await db.query<Row>(
    `SELECT ${DOC_WITH_ID} AS doc FROM (${mergedDocuments(collection, `doc_id = '${SINGLETON_ID}'`)}) d`,
    localeParams(locale),
  );
  return (rows[0]?.doc as (T & ContentDoc) | undefined) ?? null;
}

export type ListOptions = {
  /** SQL condition on the merged document `d` (d.doc_id, d.data); use $3 onwards for params. */
  where?: string;
  params?: unknown[];
  /** ORDER BY expression on `d`; defaults to orderId ascending. */
  orderBy?: string;
  narrow?: string;
  /** Placeholder text for OFFSET / LIMIT, e.g. '$4', or a literal number. */
  offset?: string;
  limit?: string;
};

export const BY_ORDER_ID = `(d.data ->> 'orderId')::int ASC NULLS LAST, d.doc_id`;

/** A collection's documents in a locale: one SQL statement that merges, filters, sorts and pages. */
export async function listDocuments<T extends object>(
  db: Database,
  collection: Collection,
  locale: Locale,
  opts: ListOptions = {},
): Promise<(T & ContentDoc)[]> {
  const sql = `SELECT ${DOC_WITH_ID} AS doc FROM (${mergedDocuments(collection, opts.narrow)}) d
    ${opts.where ? `WHERE ${opts.where}` : ''}
    ORDER BY ${opts.orderBy ?? BY_ORDER_ID}
    ${opts.offset ? `OFFSET ${opts.offset}` : ''} ${opts.limit ? `LIMIT ${opts.limit}` : ''}`;
  const rows = await db.query<Row>(sql, [...localeParams(locale), ...(opts.params ?? [])]);
  return rows.map((r) => r.doc as T & ContentDoc);
}

/** Sorts a nested list (sub menus, range filters) by a numeric order field, missing last. */
export function sortByOrder<T>(list: T[] | undefined | null, key: keyof T): T[] {
  const n = (v: unknown) => (typeof v === 'number' ? v : Number.POSITIVE_INFINITY);
  return [...(list ?? [])].sort((a, b) => n(a[key]) - n(b[key]));
}

/** Escapes a user's text for use inside an ILIKE pattern, so % and _ match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A `narrow` condition: documents whose stored row in the requested or the fallback locale
 * matches `condition` (on the raw `data`). Slugs and titles are then found in either
 * language, so a link made in one language still resolves after a language switch.
 */
export function storedIn(collection: Collection, condition: string): string {
  return `doc_id IN (SELECT doc_id FROM content_documents
    WHERE collection = '${collection}' AND locale IN ($1, $2) AND (${condition}))`;
}
