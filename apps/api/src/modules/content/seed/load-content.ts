import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import { languageOf, LOCALES } from '@lumen/i18n';
import { z } from 'zod';
import { packageRoot } from '#src/lib/package-root.ts';
import { COLLECTIONS, type Collection } from '../collections.ts';
import { MAIN_CATEGORY_KEYS } from './catalogue-fields.ts';
import {
  formatIssue,
  readContentFiles,
  type ContentFile,
  type ContentIssue,
} from './content-files.ts';
import { CONTENT_TYPES, folderOf } from './content-types.ts';
import { FieldError, type ContentType, type Fields, type SeedDoc } from './define.ts';

/** The repo's content files: `apps/api/content`, beside `src/` and `dist/` alike. */
export const CONTENT_DIR = join(packageRoot(import.meta.dirname), 'content');

export class ContentFilesError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the content files, so no content was seeded:\n${issues
        .map((i) => `  ${formatIssue(i)}`)
        .join('\n')}`,
    );
  }
}

export type LoadedContent = {
  docs: SeedDoc[];
  /** A hash of each item's documents (all its locales), by `collection/id`. */
  itemHashes: Map<string, string>;
};

type Item = { type: ContentType; id: string; files: ContentFile[] };

/**
 * Reads, validates and merges the content files into the documents the store holds: per
 * item, the en-GB file as is, and per other locale the fields its files give (a file for
 * `en-AU+en-NZ` first, then one for the locale alone, field by field over it). Throws a
 * ContentFilesError listing every problem, each with its file and field, when anything is wrong.
 */
export function loadContent(dir = CONTENT_DIR): LoadedContent {
  const { files, issues, incomplete } = readContentFiles(dir);
  const items = new Map<string, Item>();
  for (const f of files) {
    const key = `${f.type.collection}/${f.id}`;
    const item = items.get(key) ?? { type: f.type, id: f.id, files: [] };
    item.files.push(f);
    items.set(key, item);
  }
  const idsOf = new Map<Collection, Set<string>>();
  for (const i of items.values())
    idsOf.set(i.type.collection, (idsOf.get(i.type.collection) ?? new Set()).add(i.id));
  const ids = (c: Collection) => idsOf.get(c) ?? new Set<string>();

  const docs: SeedDoc[] = [];
  for (const item of items.values()) {
    const built = buildItem(item, ids, issues, incomplete);
    if (built) docs.push(...built);
  }
  issues.push(...missingMainCategories(dir, items));
  // Rules across items read whole, valid documents: with a file already refused they would
  // only repeat its problem.
  if (!issues.length) issues.push(...collectionProblems(dir, docs, items));
  if (issues.length) throw new ContentFilesError(issues);

  const rank = (d: SeedDoc) => [COLLECTIONS.indexOf(d.collection), LOCALES.indexOf(d.locale)];
  docs.sort((a, b) => {
    const [ca, la] = rank(a);
    const [cb, lb] = rank(b);
    return ca! - cb! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) || la! - lb!;
  });
  const itemHashes = new Map<string, string>();
  for (const key of [...new Set(docs.map((d) => `${d.collection}/${d.id}`))]) {
    const own = docs.filter((d) => `${d.collection}/${d.id}` === key);
    itemHashes.set(key, createHash('sha256').update(JSON.stringify(own)).digest('hex'));
  }
  return { docs, itemHashes };
}

function buildItem(
  item: Item,
  ids: (c: Collection) => Set<string>,
  issues: ContentIssue[],
  incomplete: Set<string>,
): SeedDoc[] | undefined {
  const { type, id } = item;
  const before = issues.length;
  const base = item.files.find((f) => f.locales[0] === 'en-GB');
  // Without an en-GB file the item must be whole in each locale (an Australian-only event),
  // unless its en-GB file is only unreadable or missing by mistake, which is reported already.
  const mustBeWhole =
    !base && !type.itemsAreMainCategories && !incomplete.has(`${type.collection}/${id}`);
  if (type.itemsAreMainCategories && !MAIN_CATEGORY_KEYS.includes(id)) {
    for (const f of item.files)
      issues.push({
        file: f.path,
        message: `"${id}" is not a main category of the catalogue (${MAIN_CATEGORY_KEYS.join(', ')})`,
      });
    return undefined;
  }

  const fieldsOf = new Map<ContentFile, Fields>();
  for (const f of item.files) {
    const data = validateFile(f, { complete: f === base }, ids, issues);
    if (data) fieldsOf.set(f, data);
  }
  const baseData = base && fieldsOf.get(base);
  if (type.completeRegional && baseData) {
    for (const [f, data] of fieldsOf) {
      if (f === base) continue;
      try {
        fieldsOf.set(f, type.completeRegional(data, baseData));
      } catch (err) {
        if (!(err instanceof FieldError)) throw err;
        issues.push({ file: f.path, field: err.field, message: err.message });
        fieldsOf.delete(f);
      }
    }
  }

  const docs: SeedDoc[] = [];
  if (base && fieldsOf.has(base))
    docs.push({ collection: type.collection, id, locale: 'en-GB', data: fieldsOf.get(base)! });
  for (const locale of LOCALES.slice(1)) {
    const sources = item.files
      .filter((f) => f.locales.includes(locale))
      .sort((a, b) => b.locales.length - a.locales.length);
    const shared = sources.filter((f) => f.locales.length > 1);
    for (const extra of shared.slice(1))
      issues.push({ file: extra.path, message: `${locale} is also given by ${shared[0]!.path}` });
    let data: Fields | undefined;
    for (const f of sources) if (fieldsOf.has(f)) data = { ...data, ...fieldsOf.get(f) };
    // The catalogue has French names and slugs for every category, file or no file.
    if (!data && locale === 'fr-FR' && type.itemsAreMainCategories)
      data = prepareFields(
        { path: `${folderOf(type.collection)}/${id}.fr-FR`, type, id, locales: [locale], data: {} },
        issues,
      );
    if (!data) continue;
    if (mustBeWhole && !checkSchema(sources.at(-1)!, type.schema, data, issues)) continue;
    docs.push({ collection: type.collection, id, locale, data });
  }
  return issues.length === before ? docs : undefined;
}

function prepareFields(f: ContentFile, issues: ContentIssue[]): Fields | undefined {
  if (!f.type.prepare) return f.data;
  try {
    return f.type.prepare(f.data, {
      id: f.id,
      locale: f.locales[0]!,
      language: languageOf(f.locales[0]!),
    });
  } catch (err) {
    if (!(err instanceof FieldError)) throw err;
    issues.push({ file: f.path, field: err.field, message: err.message });
    return undefined;
  }
}

/** A regional file may give any of the fields, or `_hidden: true` to withdraw the item there. */
const partialSchemas = new WeakMap<z.ZodObject, z.ZodObject>();
function regionalSchema(schema: z.ZodObject): z.ZodObject {
  let partial = partialSchemas.get(schema);
  if (!partial) {
    partial = schema.partial().extend({ _hidden: z.literal(true).optional() });
    partialSchemas.set(schema, partial);
  }
  return partial;
}

function validateFile(
  f: ContentFile,
  opts: { complete: boolean },
  ids: (c: Collection) => Set<string>,
  issues: ContentIssue[],
): Fields | undefined {
  const data = prepareFields(f, issues);
  if (!data) return undefined;
  const schema = opts.complete ? f.type.schema : regionalSchema(f.type.schema);
  if (!checkSchema(f, schema, data, issues)) return undefined;
  let ok = true;
  for (const [field, collection] of Object.entries(f.type.references ?? {})) {
    const known = ids(collection);
    for (const ref of valuesAt(data, field.split('.'))) {
      if (typeof ref === 'string' && known.has(ref)) continue;
      ok = false;
      issues.push({
        file: f.path,
        field,
        message: `"${String(ref)}" is not an item of ${folderOf(collection)} (${[...known].sort().join(', ')})`,
      });
    }
  }
  return ok ? data : undefined;
}

/** The values at a dotted path, stepping into every item of the lists on the way. */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuesAt(v, path));
  if (path.length === 0) return value === undefined ? [] : [value];
  if (!value || typeof value !== 'object') return [];
  return valuesAt((value as Fields)[path[0]!], path.slice(1));
}

/** Each collection's own rules across its items (ContentType.checkCollection). */
function collectionProblems(
  dir: string,
  docs: readonly SeedDoc[],
  items: Map<string, Item>,
): ContentIssue[] {
  const enGb = new Map<Collection, Map<string, Fields>>();
  for (const d of docs) {
    if (d.locale !== 'en-GB') continue;
    const byId = enGb.get(d.collection) ?? new Map<string, Fields>();
    enGb.set(d.collection, byId.set(d.id, d.data));
  }
  const empty = new Map<string, Fields>();
  return Object.values(CONTENT_TYPES).flatMap((type) =>
    (type.checkCollection?.((c) => enGb.get(c) ?? empty) ?? []).map((problem) => ({
      file:
        items.get(`${type.collection}/${problem.id}`)?.files.find((f) => f.locales[0] === 'en-GB')
          ?.path ??
        `${basename(dir)}/${folderOf(type.collection)}/${problem.id}.en-GB.${type.format}`,
      ...(problem.field ? { field: problem.field } : {}),
      message: problem.message,
    })),
  );
}

/** Missing fields read "required"; every other message is zod's. */
const requiredMessage: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'required' : undefined;

function checkSchema(
  f: ContentFile,
  schema: z.ZodObject,
  data: Fields,
  issues: ContentIssue[],
): boolean {
  const result = schema.safeParse(data, { error: requiredMessage });
  if (result.success) return true;
  for (const issue of result.error.issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        issues.push({
          file: f.path,
          field: at ? `${at}.${key}` : key,
          message: `is not a field of ${folderOf(f.type.collection)}`,
        });
    } else issues.push({ file: f.path, field: at || undefined, message: issue.message });
  }
  return false;
}

/** Collections with one item per main category need an en-GB file for each. */
function missingMainCategories(dir: string, items: Map<string, Item>): ContentIssue[] {
  return Object.values(CONTENT_TYPES)
    .filter((t) => t.itemsAreMainCategories)
    .flatMap((t) =>
      MAIN_CATEGORY_KEYS.filter(
        (key) => !items.get(`${t.collection}/${key}`)?.files.some((f) => f.locales[0] === 'en-GB'),
      ).map((key) => ({
        file: `${basename(dir)}/${folderOf(t.collection)}/${key}.en-GB.yaml`,
        message: `is missing: every main category of the catalogue has one (seed/taxonomy.ts)`,
      })),
    );
}
