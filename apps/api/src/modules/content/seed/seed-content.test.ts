import { describe, expect, it } from 'vitest';
import { artworkFor, mediaPathsIn } from './artwork-plan.ts';
import { SEEDED_NEWS } from './news-content.ts';
import { buildContentDocuments, contentSeeder } from './seed-content.ts';

const docs = buildContentDocuments();

describe('content seed', () => {
  it('is deterministic', () => {
    expect(buildContentDocuments()).toEqual(docs);
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
    const frenchNews = SEEDED_NEWS.filter((n) => n.flags.includes('france'));
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
    expect(SEEDED_NEWS.length).toBeGreaterThanOrEqual(24);
    const dates = SEEDED_NEWS.map((n) => n.date).sort();
    expect(dates[0]! >= '2024-11-22').toBe(true);
    expect(dates.at(-1)! <= '2026-11-22').toBe(true);
    for (const year of ['2025', '2026'])
      expect(dates.filter((d) => d.startsWith(year)).length).toBeGreaterThan(8);
    expect(SEEDED_NEWS.filter((n) => n.flags.length < 5).length).toBeGreaterThanOrEqual(5);
    expect(SEEDED_NEWS.filter((n) => n.video).every((n) => n.video!.length === 11)).toBe(true);
    expect(SEEDED_NEWS.filter((n) => n.video).length).toBeGreaterThanOrEqual(3);
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
});
