import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@lumen/i18n';
import { createContentTestApp } from '#src/testing/content-test-app.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

type News = {
  id: string;
  title: string;
  date: string;
  published_at: string;
  description: string;
  pageSlug: string;
  image: string;
  embedUrl: string | null;
  news_category: { newsType: string; displayName: string } | null;
  publish_in_country: Record<'uk' | 'france' | 'newzealand' | 'ireland' | 'australia', boolean>;
  sustainabilityArticle: boolean;
  seoTitle: string;
};

const FIELDS = `id title date published_at description pageSlug image embedUrl
  news_category { newsType displayName } publish_in_country { uk france newzealand ireland australia }
  sustainabilityArticle seoTitle`;

async function news(args: string, locale = 'en-GB') {
  const res = await t.gql<{ newsUpdates: News[]; newsUpdatesCount: number }>(
    `query($locale: Locale!) { newsUpdates(locale: $locale, ${args}) { ${FIELDS} } }`,
    { locale },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.newsUpdates;
}

async function count(args: string, locale = 'en-GB') {
  const res = await t.gql<{ newsUpdatesCount: number }>(
    `query($locale: Locale!) { newsUpdatesCount(locale: $locale${args ? `, ${args}` : ''}) }`,
    { locale },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.newsUpdatesCount;
}

describe('newsUpdates', () => {
  it.each(LOCALES)('lists news newest first, 6 by default, in %s', async (locale) => {
    const items = await news('', locale);
    expect(items).toHaveLength(6);
    const dates = items.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items.every((n) => n.news_category?.displayName)).toBe(true);
  });

  it('holds at least 24 items over the last two years, some only for some countries, some with video', async () => {
    const all = await news('limit: 100');
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.every((n) => n.date >= '2024-11-22' && n.date <= '2026-11-22')).toBe(true);
    expect(all.filter((n) => n.date >= '2025-11-22').length).toBeGreaterThan(6);
    expect(all.filter((n) => n.date < '2025-11-22').length).toBeGreaterThan(6);
    expect(all.some((n) => !Object.values(n.publish_in_country).every(Boolean))).toBe(true);
    const videos = all.filter((n) => n.embedUrl);
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const v of videos)
      expect(v.embedUrl).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/);
  });

  it('pages with start and limit, consistent with newsUpdatesCount', async () => {
    const total = await count('');
    const all = await news('limit: 100');
    expect(all).toHaveLength(total);
    const page2 = await news('start: 6, limit: 6');
    expect(page2.map((n) => n.id)).toEqual(all.slice(6, 12).map((n) => n.id));
    expect(await news(`start: ${total}`)).toEqual([]);
    const oldest = await news('sort: DATE_ASC, limit: 1');
    expect(oldest[0]?.id).toBe(all.at(-1)?.id);
  });

  it('filters by date range (the latest-news window and an archive year)', async () => {
    const latest = await news('dateFrom: "2025-11-22", limit: 100');
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.every((n) => n.date >= '2025-11-22')).toBe(true);
    const y2025 = await news('dateFrom: "2025-01-01", dateTo: "2025-12-31", limit: 100');
    expect(y2025.every((n) => n.date.startsWith('2025'))).toBe(true);
    expect(await count('dateFrom: "2025-01-01", dateTo: "2025-12-31"')).toBe(y2025.length);
  });

  it('filters by category, search text, country flag and sustainability', async () => {
    const products = await news('category: "product-news", limit: 100');
    expect(products.length).toBeGreaterThan(3);
    expect(products.every((n) => n.news_category?.newsType === 'product-news')).toBe(true);

    const titan = await news('search: "titan", limit: 100');
    expect(titan.length).toBeGreaterThan(0);
    expect(titan.every((n) => `${n.title} ${n.description}`.toLowerCase().includes('titan'))).toBe(
      true,
    );
    // A wildcard typed by a visitor matches itself only.
    expect(await news('search: "%", limit: 100')).toEqual(
      (await news('limit: 100')).filter((n) => `${n.title}${n.description}`.includes('%')),
    );

    const france = await news('country: france, limit: 100');
    expect(france.every((n) => n.publish_in_country.france)).toBe(true);
    expect(france.some((n) => n.pageSlug === 'lyon-office-opens')).toBe(true);
    expect(france.some((n) => n.pageSlug === 'dublin-trade-counter-opens')).toBe(false);
    const main = await news('countryId: 5, limit: 100');
    expect(main.some((n) => n.pageSlug === 'dublin-trade-counter-opens')).toBe(true);
    expect(main.some((n) => n.pageSlug === 'lyon-office-opens')).toBe(false);

    const green = await news('sustainabilityArticle: true, limit: 100');
    expect(green.length).toBeGreaterThan(1);
    expect(green.every((n) => n.sustainabilityArticle)).toBe(true);
  });

  it('finds one item by slug, and nothing for an unknown slug', async () => {
    const [item] = await news('slug: "aura-wins-luminaire-of-the-year"', 'fr-FR');
    expect(item?.title).toBe('AURA élu luminaire de l’année');
    expect(item?.news_category?.displayName).toBe('Vie de l’entreprise');
    expect(await news('slug: "no-such-news"')).toEqual([]);
  });

  it('falls back to en-GB field by field for regional locales', async () => {
    const [uk] = await news('slug: "guardian-self-test-emergency-range"', 'en-GB');
    const [au] = await news('slug: "guardian-self-test-emergency-range"', 'en-AU');
    const [nz] = await news('slug: "guardian-self-test-emergency-range"', 'en-NZ');
    const [fr] = await news('slug: "guardian-self-test-emergency-range"', 'fr-FR');
    // The en-AU document overrides only the description...
    expect(uk?.description).toContain('BS 5266');
    expect(au?.description).toContain('AS/NZS 2293');
    expect(nz?.description).toContain('AS/NZS 2293');
    // ...so every other field is the en-GB one.
    expect({ ...au, description: '' }).toEqual({ ...uk, description: '' });
    // fr-FR translates the copy and falls back for media, dates and flags.
    expect(fr?.title).not.toBe(uk?.title);
    expect(fr?.image).toBe(uk?.image);
    expect(fr?.date).toBe(uk?.date);

    // An item with no French document reads in English in fr-FR.
    const [dublin] = await news('slug: "dublin-trade-counter-opens"', 'fr-FR');
    expect(dublin?.title).toBe('A new trade counter in Dublin');
  });

  it('keeps documents that exist only in a regional locale to that locale', async () => {
    expect(await news('slug: "sydney-build-expo-2026"', 'en-AU')).toHaveLength(1);
    expect(await news('slug: "sydney-build-expo-2026"', 'en-GB')).toEqual([]);
    expect(await news('slug: "sydney-build-expo-2026"', 'en-NZ')).toEqual([]);
    expect(await count('', 'en-AU')).toBe((await count('', 'en-GB')) + 1);
  });
});

describe('news categories and year labels', () => {
  it('lists categories by orderId and years newest first', async () => {
    const res = await t.gql<{
      newsCategories: { newsType: string; displayName: string; orderId: number }[];
      newsYearLabel: { yearLabel: string; yearKey: string }[];
    }>(
      `{ newsCategories(locale: "fr-FR") { newsType displayName orderId } newsYearLabel(locale: "fr-FR") { yearLabel yearKey } }`,
    );
    expect(res.errors).toBeUndefined();
    const { newsCategories, newsYearLabel } = res.data!;
    expect(newsCategories.map((c) => c.orderId)).toEqual([1, 2, 3, 4, 5]);
    expect(newsCategories[0]).toEqual({
      newsType: 'product-news',
      displayName: 'Nouveautés produits',
      orderId: 1,
    });
    expect(newsYearLabel.map((y) => y.yearKey)).toEqual(['2026', '2025', '2024']);
    expect(newsYearLabel[0]?.yearLabel).toBe('Actualités 2026');
  });
});
