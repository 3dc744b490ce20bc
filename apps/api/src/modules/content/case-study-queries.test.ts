import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@lumen/i18n';
import { createContentTestApp } from '#src/testing/content-test-app.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

type Study = {
  id: string;
  pageSlug: string;
  date: string;
  title: string;
  casestudy_categories: { id: string; title: string }[];
  totalSavingsValue: string | null;
  paybackPeriodValue: string | null;
  assumptionsValue: string | null;
};

const FIELDS = `id pageSlug date title casestudy_categories { id title }
  totalSavingsValue paybackPeriodValue assumptionsValue`;

/** The list page's query: a page of case studies newest first and the total for the same filters. */
async function page(vars: Record<string, unknown>, locale = 'en-GB') {
  const res = await t.gql<{ caseStudies: Study[]; caseStudiesCount: number }>(
    `query($locale: Locale!, $categories: [String!], $search: String, $start: Int, $limit: Int) {
      caseStudies(locale: $locale, categories: $categories, search: $search, start: $start, limit: $limit, sort: DATE_DESC) { ${FIELDS} }
      caseStudiesCount(locale: $locale, categories: $categories, search: $search)
    }`,
    { locale, ...vars },
  );
  expect(res.errors).toBeUndefined();
  return res.data!;
}

describe('caseStudies on the case studies page', () => {
  it.each(LOCALES)(
    'has at least 14 case studies across 5 application areas in %s',
    async (locale) => {
      const all = await page({ limit: 100 }, locale);
      expect(all.caseStudiesCount).toBeGreaterThanOrEqual(14);
      expect(all.caseStudies).toHaveLength(all.caseStudiesCount);
      const perArea = new Map<string, number>();
      for (const s of all.caseStudies)
        for (const c of s.casestudy_categories) perArea.set(c.id, (perArea.get(c.id) ?? 0) + 1);
      expect([...perArea.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(5);
    },
  );

  it('pages 12 at a time, newest first, and the count ignores start and limit', async () => {
    const first = await page({});
    expect(first.caseStudies).toHaveLength(12);
    const second = await page({ start: 12 });
    expect(second.caseStudies).toHaveLength(first.caseStudiesCount - 12);
    const dates = [...first.caseStudies, ...second.caseStudies].map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(second.caseStudiesCount).toBe(first.caseStudiesCount);
  });

  it('keeps the studies in any of the chosen application areas', async () => {
    const sport = await page({ categories: ['sport'] });
    expect(sport.caseStudiesCount).toBeGreaterThanOrEqual(2);
    expect(
      sport.caseStudies.every((s) => s.casestudy_categories.some((c) => c.id === 'sport')),
    ).toBe(true);
    const both = await page({ categories: ['sport', 'education'] });
    const education = await page({ categories: ['education'] });
    const overlap = sport.caseStudies.filter((s) =>
      s.casestudy_categories.some((c) => c.id === 'education'),
    ).length;
    expect(both.caseStudiesCount).toBe(
      sport.caseStudiesCount + education.caseStudiesCount - overlap,
    );
    expect((await page({ categories: ['no-such-area'] })).caseStudiesCount).toBe(0);
    // An empty list is no filter.
    expect((await page({ categories: [] })).caseStudiesCount).toBeGreaterThanOrEqual(14);
  });

  it('combines areas with a keyword, in the visitor language', async () => {
    const res = await page({ categories: ['warehousing'], search: 'cold store' });
    expect(res.caseStudies.map((s) => s.pageSlug)).toEqual(['harbourside-logistics']);
    const fr = await page({ categories: ['warehousing'], search: 'frigorifique' }, 'fr-FR');
    expect(fr.caseStudies.map((s) => s.pageSlug)).toEqual(['harbourside-logistics']);
    expect(fr.caseStudies[0]?.casestudy_categories[0]?.title).toBe('Entrepôts et logistique');
  });

  it('treats LIKE wildcards and SQL-shaped text as plain text', async () => {
    // As wildcards, '%e%' and '_e_' would match nearly every study; as text, none.
    for (const search of ['%e%', '_e_', "' OR 1=1 --", '\\'])
      expect((await page({ search })).caseStudiesCount, search).toBe(0);
  });

  it('has studies without some savings boxes, so the page can leave them out', async () => {
    const all = (await page({ limit: 100 })).caseStudies;
    expect(all.some((s) => !s.totalSavingsValue && !s.paybackPeriodValue)).toBe(true);
    expect(all.some((s) => s.totalSavingsValue && !s.assumptionsValue)).toBe(true);
  });

  it('rejects too many or blank application areas with BAD_USER_INPUT', async () => {
    const many = await t.gql(
      `query($c: [String!]) { caseStudiesCount(locale: "en-GB", categories: $c) }`,
      { c: Array.from({ length: 51 }, (_, i) => `a${i}`) },
    );
    expect(many.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const blank = await t.gql(`{ caseStudies(locale: "en-GB", categories: [" "]) { id } }`);
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('headers', () => {
  it.each(LOCALES)('newsHeader and caseStudiesHeader have every label in %s', async (locale) => {
    const res = await t.gql<{
      newsHeader: Record<string, string | null>;
      caseStudiesHeader: Record<string, string | null>;
    }>(
      `query($locale: Locale!) {
        newsHeader(locale: $locale) { title latestTabTitle archivedTabTitle searchPlaceholder categoryLabel yearLabel noNewsText backButtonText seoTitle seoDescription }
        caseStudiesHeader(locale: $locale) { title applicationAreaBtn searchBoxText searchByKeyword productsFeaturesTitle caseStudyReadMore clearAllText energySavingTitle energySavingCtaUrl seoTitle seoDescription }
      }`,
      { locale },
    );
    expect(res.errors).toBeUndefined();
    for (const value of [
      ...Object.values(res.data!.newsHeader),
      ...Object.values(res.data!.caseStudiesHeader),
    ])
      expect(value).toMatch(/\S/);
  });

  it('falls back to en-GB field by field for the regional locales, and translates for fr-FR', async () => {
    const q = `query($l: Locale!) { newsHeader(locale: $l) { latestTabTitle heroImage } caseStudiesHeader(locale: $l) { clearAllText energySavingCtaUrl } }`;
    const gb = (await t.gql<Record<string, Record<string, string>>>(q, { l: 'en-GB' })).data!;
    const au = (await t.gql<Record<string, Record<string, string>>>(q, { l: 'en-AU' })).data!;
    const fr = (await t.gql<Record<string, Record<string, string>>>(q, { l: 'fr-FR' })).data!;
    expect(au).toEqual(gb);
    expect(fr.newsHeader?.latestTabTitle).toBe('Dernières actualités');
    expect(fr.newsHeader?.heroImage).toBe(gb.newsHeader?.heroImage);
    expect(fr.caseStudiesHeader?.clearAllText).toBe('Tout effacer');
    expect(fr.caseStudiesHeader?.energySavingCtaUrl).toBe('/contact');
  });
});
