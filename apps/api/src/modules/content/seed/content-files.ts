import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isLocale, languageOf, LOCALES, type Locale } from '@lumen/i18n';
import { parseDocument } from 'yaml';
import { COLLECTIONS, SINGLETON_ID } from '../collections.ts';
import { CONTENT_TYPES, folderOf } from './content-types.ts';
import type { ContentType, Fields } from './define.ts';

/** A problem in the content files; `file` is shown relative to the content folder's parent. */
export type ContentIssue = { file: string; field?: string; message: string };

export function formatIssue(i: ContentIssue): string {
  return i.field ? `${i.file}: ${i.field}: ${i.message}` : `${i.file}: ${i.message}`;
}

/** One file, read and parsed, its fields not yet validated. */
export type ContentFile = {
  /** As shown in messages: `content/news-updates/aura-wins.fr-FR.md`. */
  path: string;
  type: ContentType;
  id: string;
  /** Usually one; a file for several regional locales names them joined by `+`. */
  locales: Locale[];
  data: Fields;
};

const EXTENSION = { yaml: '.yaml', md: '.md' } as const;
const ID = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/**
 * Reads every collection folder of the content folder. Names and formats are checked here;
 * each problem becomes an issue and its file is left out, so one pass reports them all.
 */
export function readContentFiles(dir: string): {
  files: ContentFile[];
  issues: ContentIssue[];
  /** `collection/id` of items with a file left out, whose other files are then not judged whole. */
  incomplete: Set<string>;
} {
  const files: ContentFile[] = [];
  const issues: ContentIssue[] = [];
  const incomplete = new Set<string>();
  const shown = (path: string) => relative(dirname(dir), path);
  if (!existsSync(dir)) {
    issues.push({ file: dir, message: 'the content folder is missing' });
    return { files, issues, incomplete };
  }
  const typeOfFolder = new Map(COLLECTIONS.map((c) => [folderOf(c), CONTENT_TYPES[c]]));
  for (const entry of sortedEntries(dir)) {
    // Files beside the collections (a README for editors) are not content.
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const type = typeOfFolder.get(entry.name);
    const folder = join(dir, entry.name);
    if (!type) {
      issues.push({
        file: `${shown(folder)}/`,
        message: `not a collection; the folders are ${[...typeOfFolder.keys()].join(', ')}`,
      });
      continue;
    }
    for (const f of sortedEntries(folder)) {
      if (f.name.startsWith('.')) continue;
      const path = shown(join(folder, f.name));
      if (!f.isFile()) {
        issues.push({ file: path, message: 'a collection folder holds files only' });
        continue;
      }
      const named = parseFileName(f.name, type);
      const key = `${type.collection}/${type.singleton ? SINGLETON_ID : f.name.split('.')[0]}`;
      if (typeof named === 'string') {
        issues.push({ file: path, message: named });
        incomplete.add(key);
        continue;
      }
      const text = readFileSync(join(folder, f.name), 'utf8')
        .replace(/^\uFEFF/, '')
        .replace(/\r\n?/g, '\n');
      const parsed = type.format === 'md' ? parseMarkdown(text, type) : parseYamlFields(text);
      if ('issue' in parsed) {
        issues.push({ file: path, ...parsed.issue });
        incomplete.add(key);
      } else files.push({ path, type, ...named, data: parsed.data });
    }
  }
  return { files, issues, incomplete };
}

/** In name order, so messages and merges do not depend on the file system's order. */
function sortedEntries(dir: string) {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
}

/** `<id>.<locale>.<ext>`, or `<locale>.<ext>` for a singleton; `<locale>` may be `en-AU+en-NZ`. */
function parseFileName(
  name: string,
  type: ContentType,
): { id: string; locales: Locale[] } | string {
  const ext = EXTENSION[type.format];
  const example = type.singleton ? `en-GB${ext}` : `my-item.en-GB${ext}`;
  if (!name.endsWith(ext)) return `a ${folderOf(type.collection)} file ends in ${ext} (${example})`;
  const parts = name.slice(0, -ext.length).split('.');
  const [id, localePart] = type.singleton ? [SINGLETON_ID, parts[0]] : parts;
  if (parts.length !== (type.singleton ? 1 : 2) || !id || !localePart)
    return `the file name must be ${type.singleton ? '<locale>' : '<id>.<locale>'}${ext}, e.g. ${example}`;
  if (!ID.test(id)) return `the id "${id}" must be letters, digits and hyphens`;
  const names = localePart.split('+');
  const unknown = names.filter((l) => !isLocale(l));
  if (unknown.length)
    return `unknown locale ${unknown.map((l) => `"${l}"`).join(', ')} in the file name (${LOCALES.join(', ')})`;
  const locales = names as Locale[];
  if (new Set(locales).size !== locales.length) return 'a locale is named twice in the file name';
  if (locales.length > 1 && locales.includes('en-GB'))
    return 'en-GB is the complete document and has a file of its own';
  if (new Set(locales.map(languageOf)).size > 1)
    return 'a file for several locales must be for locales of one language (en-AU+en-NZ)';
  return { id, locales };
}

type Parsed = { data: Fields } | { issue: Omit<ContentIssue, 'file'> };

function parseYamlFields(text: string, firstLine = 1): Parsed {
  const doc = parseDocument(text);
  const error = doc.errors[0];
  if (error) {
    const line = error.linePos?.[0].line;
    const where = line === undefined ? '' : ` (line ${line + firstLine - 1})`;
    const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return { issue: { message: `not valid YAML${where}: ${what}` } };
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return { data: {} };
  if (typeof value !== 'object' || Array.isArray(value))
    return { issue: { message: 'must be a YAML mapping of field: value lines' } };
  return { data: value as Fields };
}

/**
 * Front matter between `---` lines, then the Markdown body, which becomes the collection's
 * body field. A file with no front matter is all body.
 */
function parseMarkdown(text: string, type: ContentType): Parsed {
  let front = '';
  let body = text;
  if (text.startsWith('---\n')) {
    const end = text.indexOf('\n---', 3);
    const after = end < 0 ? -1 : end + 4;
    if (end < 0 || (after < text.length && text[after] !== '\n'))
      return {
        issue: { message: 'the front matter that starts on line 1 has no closing --- line' },
      };
    front = text.slice(4, end + 1);
    body = text.slice(after);
  }
  const parsed = parseYamlFields(front, 2);
  if ('issue' in parsed) return parsed;
  const field = type.body!;
  const content = body.replace(/^\n+/, '').trimEnd();
  if (!content) return parsed;
  if (field in parsed.data)
    return {
      issue: {
        field,
        message: 'is the Markdown below the front matter; remove it from the front matter',
      },
    };
  return { data: { ...parsed.data, [field]: content } };
}
