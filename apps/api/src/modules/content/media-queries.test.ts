import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@lumen/i18n';
import { ensureArtwork, mediaDirOf } from '#src/seed/artwork.ts';
import { createContentTestApp } from '#src/testing/content-test-app.ts';
import { artworkFor, flipbookPagePaths } from './seed/artwork-plan.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

/** Draws one seeded image (drawing all of them, flipbooks included, would dominate the test). */
async function drawOnly(path: string) {
  const plan = artworkFor(path)!;
  await ensureArtwork(mediaDirOf(t.dataDir), plan.relPath, plan.options);
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.gql<T>(query, variables);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

type VideoType = {
  id: string;
  name: string;
  pageSlug: string;
  orderId: number;
  videoCount: number;
};
type Video = {
  id: string;
  heading: string;
  embedUrl: string;
  published_at: string;
  shortVideo: boolean;
  video_type: { id: string; pageSlug: string; name: string } | null;
};

const TYPE_FIELDS = 'id name pageSlug orderId videoCount';
const VIDEO_FIELDS = 'id heading embedUrl published_at shortVideo video_type { id pageSlug name }';

describe('videoTypes', () => {
  it.each(LOCALES)(
    'lists at least 8 types by orderId with their video counts in %s',
    async (locale) => {
      const { videoTypes, howToVideos } = await gql<{
        videoTypes: VideoType[];
        howToVideos: Video[];
      }>(
        `query($l: Locale!) { videoTypes(locale: $l) { ${TYPE_FIELDS} }
        howToVideos(locale: $l, limit: 100) { ${VIDEO_FIELDS} } }`,
        { l: locale },
      );
      expect(videoTypes.length).toBeGreaterThanOrEqual(8);
      const orders = videoTypes.map((v) => v.orderId);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(howToVideos.length).toBeGreaterThanOrEqual(30);
      // Each count is the number of that type's videos, and every video has a type.
      for (const type of videoTypes)
        expect(type.videoCount).toBe(
          howToVideos.filter((v) => v.video_type?.id === type.id).length,
        );
      expect(videoTypes.reduce((sum, v) => sum + v.videoCount, 0)).toBe(howToVideos.length);
      // At least 8 types with videos, and one with none yet (its page shows the no-video label).
      expect(videoTypes.filter((v) => v.videoCount > 0).length).toBeGreaterThanOrEqual(8);
      expect(videoTypes.some((v) => v.videoCount === 0)).toBe(true);
    },
  );

  it('names the types in French', async () => {
    const { videoTypes } = await gql<{ videoTypes: VideoType[] }>(
      `{ videoTypes(locale: "fr-FR") { ${TYPE_FIELDS} } }`,
    );
    expect(videoTypes.find((v) => v.pageSlug === 'emergency-lighting')?.name).toBe(
      'Éclairage de sécurité',
    );
  });

  it('finds one type by slug and searches names, escaping % and _', async () => {
    const bySlug = await gql<{ videoTypes: VideoType[] }>(
      `{ videoTypes(locale: "en-GB", slug: "quick-tips") { ${TYPE_FIELDS} } }`,
    );
    expect(bySlug.videoTypes.map((v) => v.pageSlug)).toEqual(['quick-tips']);
    const search = await gql<{ videoTypes: VideoType[] }>(
      `{ videoTypes(locale: "en-GB", search: "LIGHT") { ${TYPE_FIELDS} } }`,
    );
    expect(search.videoTypes.map((v) => v.pageSlug).sort()).toEqual([
      'emergency-lighting',
      'lighting-design',
      'smart-lighting',
    ]);
    const wild = await gql<{ videoTypes: VideoType[] }>(
      `{ videoTypes(locale: "en-GB", search: "%") { id } }`,
    );
    expect(wild.videoTypes).toEqual([]);
    const none = await gql<{ videoTypes: VideoType[] }>(
      `{ videoTypes(locale: "en-GB", slug: "no-such-type") { id } }`,
    );
    expect(none.videoTypes).toEqual([]);
  });
});

describe('howToVideos by type', () => {
  it('lists one type’s videos newest first, by pageSlug or id, with 11-character ids', async () => {
    const { howToVideos } = await gql<{ howToVideos: Video[] }>(
      `{ howToVideos(locale: "en-GB", type: "installation-guides", limit: 50) { ${VIDEO_FIELDS} } }`,
    );
    expect(howToVideos.length).toBeGreaterThanOrEqual(4);
    expect(howToVideos.every((v) => v.video_type?.pageSlug === 'installation-guides')).toBe(true);
    const dates = howToVideos.map((v) => v.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(howToVideos.every((v) => /\/embed\/[\w-]{11}$/.test(v.embedUrl))).toBe(true);
  });

  it('has short videos for the narrow player, and none for an unknown type', async () => {
    const { short, none } = await gql<{ short: Video[]; none: Video[] }>(
      `{ short: howToVideos(locale: "en-GB", type: "quick-tips", limit: 50) { ${VIDEO_FIELDS} }
         none: howToVideos(locale: "en-GB", type: "no-such-type") { id } }`,
    );
    expect(short.some((v) => v.shortVideo)).toBe(true);
    expect(none).toEqual([]);
  });
});

type Catalogue = {
  id: string;
  title: string;
  pageSlug: string;
  year: string;
  formId: string;
  iframeUrl: string | null;
  pageCount: number | null;
  pageImageTemplate: string | null;
};
const CATALOGUE_FIELDS = 'id title pageSlug year formId iframeUrl pageCount pageImageTemplate';

describe('catalogues', () => {
  it.each(LOCALES)('lists 3 catalogues over 2 years, newest year first, in %s', async (locale) => {
    const { catalogues, catalogueYears, catalogueHeader } = await gql<{
      catalogues: Catalogue[];
      catalogueYears: { year: string }[];
      catalogueHeader: { title: string } | null;
    }>(
      `query($l: Locale!) { catalogues(locale: $l) { ${CATALOGUE_FIELDS} }
        catalogueYears(locale: $l) { year } catalogueHeader(locale: $l) { title } }`,
      { l: locale },
    );
    expect(catalogues).toHaveLength(3);
    expect(catalogueYears.map((y) => y.year)).toEqual(['2026', '2025']);
    expect(catalogues.map((c) => c.year)).toEqual(['2026', '2026', '2025']);
    expect(catalogueHeader?.title).toBeTruthy();
  });

  it('gives the 434-page catalogue a page template and the framed one its frame only', async () => {
    const { catalogues } = await gql<{ catalogues: Catalogue[] }>(
      `{ catalogues(locale: "fr-FR") { ${CATALOGUE_FIELDS} } }`,
    );
    const full = catalogues.find((c) => c.pageSlug === 'full-catalogue-2026')!;
    expect(full).toMatchObject({ pageCount: 434, iframeUrl: null });
    expect(full.title).toBe('Catalogue Lumen Lighting 2026');
    expect(full.pageImageTemplate).toBe(
      '/media/content/catalogue-pages/full-catalogue-2026-{page}.webp',
    );
    const framed = catalogues.find((c) => c.iframeUrl !== null)!;
    expect(framed).toMatchObject({ pageCount: null, pageImageTemplate: null });
    expect(framed.iframeUrl).toMatch(/^https:\/\//);
  });

  it('finds one by slug or year, and none for an unknown slug', async () => {
    const data = await gql<{ one: Catalogue[]; year: Catalogue[]; none: Catalogue[] }>(
      `{ one: catalogues(locale: "en-GB", slug: "full-catalogue-2025") { pageSlug }
         year: catalogues(locale: "en-GB", year: "2025") { pageSlug }
         none: catalogues(locale: "en-GB", slug: "nope") { pageSlug } }`,
    );
    expect(data.one.map((c) => c.pageSlug)).toEqual(['full-catalogue-2025']);
    expect(data.year.map((c) => c.pageSlug)).toEqual(['full-catalogue-2025']);
    expect(data.none).toEqual([]);
  });

  it('has the seed draw every page of the flipbook, small, with its number', async () => {
    const pages = [...flipbookPagePaths(t.docs)].filter((p) => p.includes('full-catalogue-2026'));
    expect(pages).toHaveLength(434);
    const last = '/media/content/catalogue-pages/full-catalogue-2026-434.webp';
    expect(pages).toContain(last);
    expect(artworkFor(last)?.options).toMatchObject({ motif: 'page', label: '434' });
    await drawOnly(last);
    const res = await t.app.inject(last);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.length).toBeLessThan(40_000);
  });
});

describe('brochures', () => {
  it('lists 4 lighting guides by orderId with a PDF and pages, in French too', async () => {
    const { brochures, brochureHeader } = await gql<{
      brochures: {
        pageSlug: string;
        title: string;
        downloadFile: string;
        pageCount: number;
        pageImageTemplate: string;
      }[];
      brochureHeader: { title: string };
    }>(`{ brochures(locale: "fr-FR") { pageSlug title downloadFile pageCount pageImageTemplate }
          brochureHeader(locale: "fr-FR") { title } }`);
    expect(brochures).toHaveLength(4);
    expect(brochureHeader.title).toBe('Guides d’éclairage');
    expect(brochures[0]).toMatchObject({
      pageSlug: 'office-lighting-guide',
      title: 'Guide de l’éclairage des bureaux',
    });
    await drawOnly(brochures[0]!.downloadFile);
    const pdf = await t.app.inject(brochures[0]!.downloadFile);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.subarray(-6).toString()).toContain('%%EOF');
  });

  it('finds one by slug and none for an unknown one', async () => {
    const data = await gql<{ one: { pageSlug: string }[]; none: unknown[] }>(
      `{ one: brochures(locale: "en-GB", slug: "school-lighting-guide") { pageSlug }
         none: brochures(locale: "en-GB", slug: "<script>") { pageSlug } }`,
    );
    expect(data.one).toEqual([{ pageSlug: 'school-lighting-guide' }]);
    expect(data.none).toEqual([]);
  });
});
