import { getNamedType, isLeafType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@lumen/i18n';
import { MAIN_CATEGORIES } from '#src/seed/taxonomy.ts';
import { createContentTestApp } from '#src/testing/content-test-app.ts';
import { contentSchema } from './schema.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

const CATALOGUE = /* GraphQL */ `
  query Catalogue($locale: Locale!) {
    productCategoryHeaders(locale: $locale) {
      id
      title
      slug
      description
      heroImage
      mobileHeroImage
      seoTitle
    }
    productHeader(locale: $locale) {
      title
      similarProductTitle
      notAvailableTitle
      notAvailableMessage
      notAvailableButton
    }
    productDetails(locale: $locale) {
      id
      key
      orderId
      categoryTitle
    }
    mainCategories(locale: $locale) {
      id
      title
      slug
      showAllText
      showAllImage
      range_filters {
        id
        order
        title
        featuredImage
        description
      }
    }
    productTechSpecs(locale: $locale) {
      id
      orderId
      align
      title
      fieldName
    }
    caseStudies(locale: $locale) {
      id
      orderId
      title
      date
      pageSlug
    }
    casestudyCategories(locale: $locale) {
      id
      title
      orderId
    }
    howToVideos(locale: $locale) {
      id
      heading
      embedUrl
      published_at
      shortVideo
    }
  }
`;

type CaseStudyRow = {
  orderId: number;
  title: string;
  pageSlug: string;
  productSkuList: string[];
  casestudy_categories: { id: string; title: string }[];
  pictures: { url: string }[];
  totalSavingsTitle: string;
};

type VideoRow = { id: string; embedUrl: string; published_at: string; shortVideo: boolean };

type Catalogue = {
  productCategoryHeaders: { id: string; title: string; slug: string }[];
  productHeader: Record<string, string>;
  productDetails: { key: string; orderId: number; categoryTitle: string }[];
  mainCategories: {
    title: string;
    slug: string;
    range_filters: { order: number; title: string; featuredImage: string; description: string }[];
  }[];
  productTechSpecs: {
    orderId: number;
    align: 'Left' | 'Right';
    title: string;
    fieldName: string;
  }[];
  caseStudies: { orderId: number; pageSlug: string }[];
  casestudyCategories: { id: string }[];
  howToVideos: { embedUrl: string; published_at: string }[];
};

async function catalogue(locale: string) {
  const res = await t.gql<Catalogue>(CATALOGUE, { locale });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

describe('catalogue content', () => {
  it.each(LOCALES)('serves every catalogue query in %s', async (locale) => {
    const c = await catalogue(locale);
    expect(c.productCategoryHeaders).toHaveLength(MAIN_CATEGORIES.length);
    expect(c.mainCategories).toHaveLength(MAIN_CATEGORIES.length);
    expect(c.productDetails).toHaveLength(6);
    expect(c.productTechSpecs.length).toBeGreaterThan(0);
    expect(c.caseStudies.length).toBeGreaterThan(0);
    expect(c.howToVideos.length).toBeGreaterThan(0);
    expect(c.productHeader.notAvailableButton).toBe('OK');
  });

  it('orders the six product tabs as the spec does, in English and French', async () => {
    const keys = [
      'features',
      'techSpecs',
      'downloads',
      'accessories',
      'howToVideos',
      'caseStudies',
    ];
    const en = (await catalogue('en-GB')).productDetails;
    const fr = (await catalogue('fr-FR')).productDetails;
    expect(en.map((x) => x.key)).toEqual(keys);
    expect(en.map((x) => x.orderId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(en[0]?.categoryTitle).toBe('Features and benefits');
    expect(fr.map((x) => x.key)).toEqual(keys);
    expect(fr[1]?.categoryTitle).toBe('Caractéristiques techniques');
  });

  it('carries the not-available dialog copy', async () => {
    const { productHeader } = await catalogue('en-GB');
    expect(productHeader.notAvailableTitle).toBe('Product Not Available');
    expect(productHeader.notAvailableMessage).toBe(
      'This product is not available in your country. Check similar available products.',
    );
  });

  it('finds category headers by slug in either language', async () => {
    const q = `query($locale: Locale!, $slug: String) { productCategoryHeaders(locale: $locale, slug: $slug) { id title slug } }`;
    const byEn = await t.gql<Catalogue>(q, { locale: 'fr-FR', slug: 'downlights' });
    const byFr = await t.gql<Catalogue>(q, { locale: 'fr-FR', slug: 'spots-encastres' });
    expect(byEn.data!.productCategoryHeaders).toEqual([
      { id: 'downlights', title: 'Spots encastrés', slug: 'spots-encastres' },
    ]);
    expect(byFr.data!.productCategoryHeaders).toEqual(byEn.data!.productCategoryHeaders);
    const none = await t.gql<Catalogue>(q, { locale: 'en-GB', slug: 'chandeliers' });
    expect(none.data!.productCategoryHeaders).toEqual([]);
  });

  it('filters main categories by title or slug, with range_filters sorted by order', async () => {
    const q = `query($locale: Locale!, $title: String, $slug: String) {
      mainCategories(locale: $locale, title: $title, slug: $slug) { id title range_filters { order title description } } }`;
    for (const title of ['downlights', 'DOWNLIGHTS', 'Downlights']) {
      const res = await t.gql<Catalogue>(q, { locale: 'en-GB', title });
      expect(res.data!.mainCategories.map((c) => c.title)).toEqual(['Downlights']);
    }
    const fr = await t.gql<Catalogue>(q, { locale: 'fr-FR', title: 'spots encastrés' });
    const [category] = fr.data!.mainCategories;
    expect(category?.title).toBe('Spots encastrés');
    expect(category?.range_filters.map((r) => r.title)).toEqual(
      MAIN_CATEGORIES[0]!.ranges.map((r) => r.title),
    );
    expect(category?.range_filters.map((r) => r.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(category?.range_filters[0]?.description).toBe(MAIN_CATEGORIES[0]!.ranges[0]!.blurb.fr);
    const bySlug = await t.gql<Catalogue>(q, { locale: 'en-AU', slug: 'high-bays' });
    expect(bySlug.data!.mainCategories.map((c) => c.title)).toEqual(['High Bays']);
  });

  it('compares main category titles and slugs as names, whatever the accents and case', async () => {
    const q = `query($locale: Locale!, $title: String, $slug: String) {
      mainCategories(locale: $locale, title: $title, slug: $slug) { id title } }`;
    for (const variables of [
      { title: 'Éclairage de secours' },
      { title: 'eclairage de secours' },
      { title: 'ÉCLAIRAGE-DE-SECOURS' },
      { slug: 'Eclairage-de-Secours' },
    ]) {
      const res = await t.gql<Catalogue>(q, { locale: 'fr-FR', ...variables });
      expect(
        res.data!.mainCategories.map((c) => c.title),
        JSON.stringify(variables),
      ).toEqual(['Éclairage de secours']);
    }
    const none = await t.gql<Catalogue>(q, { locale: 'fr-FR', title: '’ !' });
    expect(none.data!.mainCategories).toEqual([]);
  });

  it('splits tech specs into Left and Right columns sorted by orderId', async () => {
    const q = `query($align: Align) { productTechSpecs(locale: "en-GB", align: $align) { orderId align title fieldName } }`;
    for (const align of ['Left', 'Right']) {
      const rows = (await t.gql<Catalogue>(q, { align })).data!.productTechSpecs;
      expect(rows.length).toBeGreaterThan(2);
      expect(rows.every((r) => r.align === align)).toBe(true);
      expect(rows.map((r) => r.orderId)).toEqual(rows.map((_, i) => i + 1));
    }
    const right = (await t.gql<Catalogue>(q, { align: 'Right' })).data!.productTechSpecs;
    expect(right.map((r) => r.fieldName)).toContain('IP Rating');
  });

  it('finds case studies by SKU or range, sorted by orderId', async () => {
    const q = `query($sku: String, $range: String, $locale: Locale!) {
      caseStudies(locale: $locale, sku: $sku, range: $range) {
        orderId title pageSlug productSkuList casestudy_categories { id title }
        pictures { url alternativeText } casestudy_products { productTitle productLink pictures { url } }
        totalSavingsTitle totalSavingsValue paybackPeriodValue } }`;
    const bySku = (
      await t.gql<{ caseStudies: CaseStudyRow[] }>(q, { locale: 'en-GB', sku: 'LUM-AURA-006' })
    ).data!.caseStudies;
    expect(bySku.map((c) => c.pageSlug)).toEqual([
      'meridian-hotel-manchester',
      'calder-valley-homes',
      'orchard-row-garden-centre',
    ]);
    expect(bySku.every((c) => c.productSkuList.includes('LUM-AURA-006'))).toBe(true);

    const byRange = (
      await t.gql<{ caseStudies: CaseStudyRow[] }>(q, { locale: 'fr-FR', range: 'guardian' })
    ).data!.caseStudies;
    expect(byRange.map((c) => c.orderId)).toEqual([2, 4, 8, 10]);
    expect(byRange[0]?.casestudy_categories).toEqual([
      { id: 'education', title: 'Enseignement' },
      { id: 'sport', title: 'Sport et loisirs' },
    ]);
    expect(byRange[0]?.totalSavingsTitle).toBe('Économies totales');
    expect(byRange[0]?.pictures.length).toBeGreaterThan(1);

    const none = (await t.gql<{ caseStudies: unknown[] }>(q, { locale: 'en-GB', sku: 'NOPE-1' }))
      .data!.caseStudies;
    expect(none).toEqual([]);
  });

  it('finds a case study by slug and sorts by date on request', async () => {
    const res = await t.gql<{ one: { title: string }[]; recent: { date: string }[] }>(
      `{ one: caseStudies(locale: "en-NZ", slug: "pennine-foods") { title }
         recent: caseStudies(locale: "en-GB", sort: DATE_DESC, limit: 3) { date } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.one).toEqual([{ title: 'Pennine Foods: hygienic lighting for a bakery' }]);
    const dates = res.data!.recent.map((c) => c.date);
    expect(dates).toHaveLength(3);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds how-to videos by SKU list or range, newest published first', async () => {
    const q = `query($skus: [String!], $range: String) {
      howToVideos(locale: "en-GB", skus: $skus, range: $range) { id heading embedUrl productSkuList published_at shortVideo } }`;
    const bySkus = (
      await t.gql<{ howToVideos: VideoRow[] }>(q, { skus: ['LUM-AURA-006', 'LUM-TITAN-200'] })
    ).data!.howToVideos;
    expect(bySkus.map((v) => v.id)).toEqual([
      'aura-colour-switch',
      'fit-aura-fire-rated-downlight',
      'address-titan-dali',
    ]);
    const published = bySkus.map((v) => v.published_at);
    expect(published).toEqual([...published].sort().reverse());
    for (const v of bySkus) expect(v.embedUrl).toMatch(/\/embed\/[A-Za-z0-9_-]{11}$/);
    expect(bySkus[0]?.shortVideo).toBe(true);

    const byRange = (await t.gql<{ howToVideos: { id: string }[] }>(q, { range: 'ZIIGNA' })).data!
      .howToVideos;
    expect(byRange.map((v) => v.id)).toEqual(['design-ziigna-run']);
    // An empty SKU list asks for nothing rather than everything.
    const empty = (await t.gql<{ howToVideos: unknown[] }>(q, { skus: [] })).data!.howToVideos;
    expect(empty).toEqual([]);
  });
});

describe('every content query', () => {
  // Built from the schema, so a query added later is covered without editing this test.
  const fields = Object.values(contentSchema.getQueryType()!.getFields()).filter((f) =>
    f.args.some((a) => a.name === 'locale'),
  );
  // In requests of at most 25 fields: one request may run at most 30 content queries.
  const chunks = Array.from({ length: Math.ceil(fields.length / 25) }, (_, i) =>
    fields.slice(i * 25, i * 25 + 25),
  );
  // Arguments a query cannot do without, besides the locale: a seeded value for each.
  const requiredArgs: Record<string, string> = { page: ', id: "2"' };
  const documents = chunks.map(
    (chunk) => `query All($locale: Locale!) {
    ${chunk
      .map(
        (f) =>
          `${f.name}(locale: $locale${requiredArgs[f.name] ?? ''})${isLeafType(getNamedType(f.type)) ? '' : ' { __typename }'}`,
      )
      .join('\n')}
  }`,
  );

  it.each(LOCALES)('answers with seeded content in %s', async (locale) => {
    expect(fields.length).toBeGreaterThanOrEqual(19);
    const data: Record<string, unknown> = {};
    for (const document of documents) {
      const res = await t.gql<Record<string, unknown>>(document, { locale });
      expect(res.errors).toBeUndefined();
      Object.assign(data, res.data);
    }
    for (const f of fields) {
      const value = data[f.name];
      if (Array.isArray(value)) expect(value.length, f.name).toBeGreaterThan(0);
      else if (typeof value === 'number') expect(value, f.name).toBeGreaterThan(0);
      else expect(value, f.name).toBeTruthy();
    }
  });
});
