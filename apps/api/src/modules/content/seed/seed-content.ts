import { createHash } from 'node:crypto';
import type { Database } from '#src/db/client.ts';
import { ensureArtwork, mediaDirOf } from '#src/seed/artwork.ts';
import type { Seeder } from '#src/seed/seed.ts';
import { artworkFor, flipbookPagePaths, mediaPathsIn } from './artwork-plan.ts';
import type { SeedDoc } from './define.ts';
import { CONTENT_DIR, loadContent, type LoadedContent } from './load-content.ts';

/** Bump when artwork-plan.ts draws differently, so a restart re-renders nothing stale. */
const ARTWORK_VERSION = 2;

/**
 * Makes the stored content what the files say, in one statement (so one transaction on both
 * engines: readers never see a half-written store): rows whose document differs are written,
 * rows no file gives any more are deleted, and the rest are not touched (their updated_at
 * stays). Content is owned by the files (in production the CMS owns it).
 */
export async function writeContentDocuments(
  db: Database,
  docs: SeedDoc[],
): Promise<{ written: number; deleted: number }> {
  const rows = docs.map((d) => ({
    collection: d.collection,
    locale: d.locale,
    doc_id: d.id,
    data: d.data,
  }));
  const [counts] = await db.query<{ written: number; deleted: number }>(
    `WITH incoming AS (
       SELECT x.collection, x.locale, x.doc_id, x.data
       FROM jsonb_to_recordset($1::jsonb) AS x(collection text, locale text, doc_id text, data jsonb)
     ), deleted AS (
       DELETE FROM content_documents d
       WHERE NOT EXISTS (
         SELECT 1 FROM incoming i
         WHERE i.collection = d.collection AND i.locale = d.locale AND i.doc_id = d.doc_id)
       RETURNING 1
     ), written AS (
       INSERT INTO content_documents AS d (collection, locale, doc_id, data)
       SELECT collection, locale, doc_id, data FROM incoming
       ON CONFLICT (collection, locale, doc_id) DO UPDATE
         SET data = excluded.data, updated_at = now()
         WHERE d.data IS DISTINCT FROM excluded.data
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM written)::int AS written,
            (SELECT count(*) FROM deleted)::int AS deleted`,
    [JSON.stringify(rows)],
  );
  return counts!;
}

/**
 * Draws the placeholder artwork every document refers to, flipbook pages included (files
 * already present are kept).
 */
export async function renderContentArtwork(dataDir: string, docs: SeedDoc[]): Promise<number> {
  const mediaDir = mediaDirOf(dataDir);
  const paths = mediaPathsIn(docs.map((d) => d.data));
  for (const page of flipbookPagePaths(docs)) paths.add(page);
  const jobs = [...paths]
    .map((path) => {
      const plan = artworkFor(path);
      if (!plan) throw new Error(`no artwork plan for ${path}`);
      return plan;
    })
    .sort((a, b) => a.relPath.localeCompare(b.relPath));
  // sharp renders on libuv threads; a few at a time keeps a 2-core machine responsive.
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        await ensureArtwork(mediaDir, job.relPath, job.options);
      }
    }),
  );
  return jobs.length;
}

/** The version of the whole content: a hash over each item's hash and the artwork's version. */
export function contentVersion(content: LoadedContent): string {
  const hash = createHash('sha256');
  for (const [key, itemHash] of [...content.itemHashes].sort(([a], [b]) => (a < b ? -1 : 1)))
    hash.update(`${key}\t${itemHash}\n`);
  return hash.update(`artwork:${ARTWORK_VERSION}`).digest('hex').slice(0, 16);
}

/**
 * Seeds the content files (apps/api/content, or `contentDir`). Reading and validating them
 * takes milliseconds, so every start does it: an invalid file stops the seed before anything
 * is written, with every problem listed by file and field.
 */
export const contentSeeder: Seeder = {
  name: 'content',
  version: (opts) => contentVersion(loadContent(opts.contentDir ?? CONTENT_DIR)),
  async run(db, opts) {
    const { docs } = loadContent(opts.contentDir ?? CONTENT_DIR);
    const { written, deleted } = await writeContentDocuments(db, docs);
    const images = await renderContentArtwork(opts.dataDir, docs);
    opts.log?.(
      `content: ${docs.length} documents (${written} written, ${deleted} deleted), ${images} images`,
    );
  },
};
