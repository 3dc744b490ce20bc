import { createHash } from 'node:crypto';
import type { Database } from '#src/db/client.ts';
import { ensureArtwork, mediaDirOf } from '#src/seed/artwork.ts';
import type { Seeder } from '#src/seed/seed.ts';
import { artworkFor, mediaPathsIn } from './artwork-plan.ts';
import { catalogueContent } from './catalogue-content.ts';
import { caseStudyContent } from './case-study-content.ts';
import type { SeedDoc } from './define.ts';
import { homeContent } from './home-content.ts';
import { layoutContent } from './layout-content.ts';
import { newsContent } from './news-content.ts';
import { videoContent } from './video-content.ts';

/** Bump when artwork-plan.ts draws differently, so a restart re-renders nothing stale. */
const ARTWORK_VERSION = 1;

/** Every content document the repo ships, in English and French with regional overrides. */
export function buildContentDocuments(): SeedDoc[] {
  const docs = [
    ...layoutContent(),
    ...homeContent(),
    ...newsContent(),
    ...catalogueContent(),
    ...caseStudyContent(),
    ...videoContent(),
  ];
  const seen = new Set<string>();
  for (const d of docs) {
    const key = `${d.collection}/${d.locale}/${d.id}`;
    if (seen.has(key)) throw new Error(`duplicate content document ${key}`);
    seen.add(key);
  }
  return docs;
}

/**
 * Replaces the stored content with the repo's. Content is owned by the seed (in production
 * the CMS owns it), so a changed seed rewrites it whole. One script with no explicit
 * transaction runs as a single implicit transaction on both engines: readers never see a
 * half-written store.
 */
export async function writeContentDocuments(db: Database, docs: SeedDoc[]): Promise<void> {
  const json = JSON.stringify(
    docs.map((d) => ({ collection: d.collection, locale: d.locale, doc_id: d.id, data: d.data })),
  );
  let tag = 'content';
  while (json.includes(`$${tag}$`)) tag += '_';
  await db.exec(`DELETE FROM content_documents;
    INSERT INTO content_documents (collection, locale, doc_id, data)
    SELECT x.collection, x.locale, x.doc_id, x.data
    FROM jsonb_to_recordset($${tag}$${json}$${tag}$::jsonb)
      AS x(collection text, locale text, doc_id text, data jsonb);`);
}

/** Draws the placeholder artwork every document refers to (files already present are kept). */
export async function renderContentArtwork(dataDir: string, docs: SeedDoc[]): Promise<number> {
  const mediaDir = mediaDirOf(dataDir);
  const jobs = [...mediaPathsIn(docs.map((d) => d.data))]
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

export const contentSeeder: Seeder = {
  name: 'content',
  version: () =>
    createHash('sha256')
      .update(JSON.stringify(buildContentDocuments()))
      .update(`artwork:${ARTWORK_VERSION}`)
      .digest('hex')
      .slice(0, 16),
  async run(db, opts) {
    const docs = buildContentDocuments();
    await writeContentDocuments(db, docs);
    const images = await renderContentArtwork(opts.dataDir, docs);
    opts.log?.(`content: ${docs.length} documents, ${images} images`);
  },
};
