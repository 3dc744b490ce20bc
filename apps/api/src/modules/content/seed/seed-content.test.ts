import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '#src/seed/seed.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { artworkFor, mediaPathsIn } from './artwork-plan.ts';
import { CONTENT_DIR, loadContent } from './load-content.ts';
import { contentSeeder, writeContentDocuments } from './seed-content.ts';

const { docs } = loadContent();
const news = docs
  .filter((d) => d.collection === 'newsUpdates' && d.locale === 'en-GB')
  .map((d) => ({
    slug: d.id,
    date: d.data.date as string,
    flags: Object.entries(d.data.publish_in_country as Record<string, boolean>)
      .filter(([, shown]) => shown)
      .map(([flag]) => flag),
    video: d.data.embedUrl as string | null,
  }));

describe('content seed', () => {
  it('is deterministic', () => {
    expect(loadContent().docs).toEqual(docs);
    const opts = { dataDir: '/nowhere', catalogueSize: 1500 };
    expect(contentSeeder.version(opts)).toBe(contentSeeder.version(opts));
  });

  it('never ships placeholder copy', () => {
    const text = JSON.stringify(docs).toLowerCase();
    for (const filler of ['lorem', 'ipsum', 'todo', 'tbd', 'placeholder text'])
      expect(text).not.toContain(filler);
  });

  it('writes every entry in English, and the pages French visitors see in French', () => {
    const byKey = (locale: string) =>
      new Set(docs.filter((d) => d.locale === locale).map((d) => `${d.collection}/${d.id}`));
    const en = byKey('en-GB');
    const fr = byKey('fr-FR');
    // Every French document translates an English one.
    for (const key of fr) expect(en.has(key), key).toBe(true);
    // Everything shown in France has French copy; the rest falls back to English.
    const frenchNews = news.filter((n) => n.flags.includes('france'));
    for (const n of frenchNews) expect(fr.has(`newsUpdates/${n.slug}`), n.slug).toBe(true);
    for (const collection of [
      'menus',
      'footer',
      'heroImages',
      'productDetails',
      'mainCategories',
      'caseStudies',
    ]) {
      const enCount = [...en].filter((k) => k.startsWith(`${collection}/`)).length;
      const frCount = [...fr].filter((k) => k.startsWith(`${collection}/`)).length;
      expect(frCount, collection).toBe(enCount);
    }
  });

  it('seeds at least 24 news items across the two years before 2026-11-22', () => {
    expect(news.length).toBeGreaterThanOrEqual(24);
    const dates = news.map((n) => n.date).sort();
    expect(dates[0]! >= '2024-11-22').toBe(true);
    expect(dates.at(-1)! <= '2026-11-22').toBe(true);
    for (const year of ['2025', '2026'])
      expect(dates.filter((d) => d.startsWith(year)).length).toBeGreaterThan(8);
    expect(news.filter((n) => n.flags.length < 5).length).toBeGreaterThanOrEqual(5);
    const videos = news.filter((n) => n.video);
    expect(videos.every((n) => /\/embed\/[\w-]{11}$/.test(n.video!))).toBe(true);
    expect(videos.length).toBeGreaterThanOrEqual(3);
  });

  it('has Australian and New Zealand documents', () => {
    for (const locale of ['en-AU', 'en-NZ']) {
      const collections = new Set(docs.filter((d) => d.locale === locale).map((d) => d.collection));
      expect([...collections]).toEqual(
        expect.arrayContaining(['countries', 'menus', 'footer', 'heroImages']),
      );
    }
  });

  it('draws artwork for every media path it names', () => {
    const paths = [...mediaPathsIn(docs.map((d) => d.data))];
    expect(paths.length).toBeGreaterThan(100);
    for (const p of paths) expect(artworkFor(p), p).not.toBeNull();
    expect(artworkFor('/media/content/hero/warehouse-mobile.webp')?.options).toMatchObject({
      width: 750,
      height: 1000,
    });
    expect(artworkFor('/media/content/ranges/high-bay-titan.jpg')?.options.motif).toBe('high-bay');
    expect(artworkFor('/media/../etc/passwd')).toBeNull();
  });

  it('plays a clip in at least one case-study carousel, never as its first picture', () => {
    const studies = docs.filter((d) => d.collection === 'caseStudies');
    const pictures = studies.map((d) => d.data.pictures as { url: string }[] | undefined);
    const withClip = pictures.filter((p) => p?.some((x) => x.url.endsWith('.mp4')));
    expect(withClip.length).toBeGreaterThanOrEqual(1);
    for (const p of withClip) expect(p![0]!.url).not.toMatch(/\.mp4$/);
  });
});

describe('content seed on a database', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let root: string;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    root = mkdtempSync(join(tmpdir(), 'lumen-content-seed-'));
    dir = join(root, 'content');
    cpSync(CONTENT_DIR, dir, { recursive: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const rows = () =>
    t.db.query<{ key: string; data: string; updated_at: string }>(
      `SELECT collection || '/' || locale || '/' || doc_id AS key, data::text AS data,
              updated_at::text AS updated_at
       FROM content_documents ORDER BY 1`,
    );
  const newsTitle = async (locale: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `query ($locale: Locale!) { newsUpdates(locale: $locale, slug: "lyon-office-opens") { title } }`,
        variables: { locale },
      },
    });
    return (res.json() as { data: { newsUpdates: { title: string }[] } }).data.newsUpdates[0]
      ?.title;
  };

  it('writes every document once, and nothing when nothing changed', async () => {
    expect(await writeContentDocuments(t.db, loadContent(dir).docs)).toEqual({
      written: docs.length,
      deleted: 0,
    });
    const before = await rows();
    expect(before).toHaveLength(docs.length);
    expect(await writeContentDocuments(t.db, loadContent(dir).docs)).toEqual({
      written: 0,
      deleted: 0,
    });
    expect(await rows()).toEqual(before);
    // The seeder's version only moves with what the files say.
    const opts = { dataDir: root, catalogueSize: 10, contentDir: dir };
    expect(contentSeeder.version(opts)).toBe(contentSeeder.version(opts));
  });

  it('updates only the edited item when a file changes, and deletes what a file no longer gives', async () => {
    const opts = { dataDir: root, catalogueSize: 10, contentDir: dir };
    const version = contentSeeder.version(opts);
    const before = await rows();
    expect(await newsTitle('fr-FR')).toBe('Lumen Lighting ouvre un bureau à Lyon');
    const file = join(dir, 'news-updates/lyon-office-opens.fr-FR.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Notre bureau de Lyon est ouvert'),
    );
    rmSync(join(dir, 'countries/uk.en-AU+en-NZ.yaml'));
    expect(contentSeeder.version(opts)).not.toBe(version);

    expect(await writeContentDocuments(t.db, loadContent(dir).docs)).toEqual({
      written: 1,
      deleted: 2,
    });
    expect(await newsTitle('fr-FR')).toBe('Notre bureau de Lyon est ouvert');
    const after = new Map((await rows()).map((r) => [r.key, r]));
    const changed = before.filter((r) => after.get(r.key)?.updated_at !== r.updated_at);
    expect(changed.map((r) => r.key).sort()).toEqual([
      'countries/en-AU/uk',
      'countries/en-NZ/uk',
      'newsUpdates/fr-FR/lyon-office-opens',
    ]);
  });

  it('seeds nothing when a file is wrong, and says which file and field', async () => {
    const before = await rows();
    const file = join(dir, 'news-updates/lyon-office-opens.en-GB.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: .*$/m, 'date: soon'));
    writeFileSync(join(dir, 'countries/uk.en-AU.yaml'), 'orderId: 3\n');
    await expect(seed(t.db, { dataDir: root, catalogueSize: 10, contentDir: dir })).rejects.toThrow(
      'content/news-updates/lyon-office-opens.en-GB.md: date: must be a date, YYYY-MM-DD',
    );
    expect(await rows()).toEqual(before);
    expect(await t.db.query('SELECT name FROM seed_state')).toEqual([]);
  });

  it('writes all or nothing', async () => {
    const before = await rows();
    const broken = [
      ...docs.slice(1),
      { collection: 'menus', id: 'extra', locale: 'en-US', data: {} },
    ] as typeof docs;
    // The locale breaks a CHECK constraint after the DELETE of the first document has run.
    await expect(writeContentDocuments(t.db, broken)).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });
});
