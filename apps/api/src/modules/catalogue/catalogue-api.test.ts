import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facet, ListProductsResponse, Product, ProductSummary } from '@lumen/validation';
import {
  AutocompleteResponseSchema,
  ChaptersTreeResponseSchema,
  ListProductsResponseSchema,
  ProductListSchema,
  ProductSchema,
  ProductSitemapResponseSchema,
  ProductSummaryListSchema,
  SearchProductsResponseSchema,
} from '@lumen/validation';
import { createTestApp } from '#src/testing/test-app.ts';
import { foldText, partNumberKey } from './text-keys.ts';

// One seeded catalogue (1,500 products) for the whole file: seeding dominates the cost.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const listing = async (body: Record<string, unknown>) => {
  const res = await post('/products/listing', body);
  expect(res.statusCode, res.body).toBe(200);
  return ListProductsResponseSchema.parse(res.json());
};
const facet = (facets: Facet[], name: Facet['name']) =>
  facets.find((f) => f.name === name)?.values ?? [];

/** A product hidden in France (FR web = 0) but shown on the main site, from the raw catalogue. */
async function productHiddenInFrance() {
  const [row] = await t.db.query<{
    part_number: string;
    range: string;
    main: string;
    title: string;
  }>(
    `SELECT p.part_number, r.title AS range, c.key AS main, tx.title
       FROM products p JOIN catalogue_ranges r ON r.id = p.range_id
       JOIN catalogue_categories c ON c.id = p.main_category_id
       JOIN product_texts tx ON tx.product_id = p.id AND tx.language = 'en-GB'
      WHERE p.custom_fields @> '[{"name": "FR web", "value": "0"}]'
        AND p.custom_fields @> '[{"name": "Main web", "value": "1"}]' AND NOT p.is_accessory
      ORDER BY p.best_seller_rank LIMIT 1`,
  );
  if (!row) throw new Error('the seed should hide some products in France');
  return row;
}

describe('POST /products/listing', () => {
  it('pages a main category, best sellers first by default', async () => {
    const first = await listing({ mainCategory: 'downlights' });
    expect(first.sort).toBe('bestSeller');
    expect(first.mainCategory).toEqual({
      key: 'downlights',
      name: 'Downlights',
      slug: 'downlights',
    });
    expect(first.products).toHaveLength(12);
    expect(first.pagination.totalElements).toBeGreaterThan(250);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.totalElements / 12));
    expect(first.products.every((p) => p.slugMainCategory === 'downlights')).toBe(true);

    const ranks = await t.db.query<{ part_number: string; best_seller_rank: number }>(
      'SELECT part_number, best_seller_rank FROM products WHERE part_number = ANY($1)',
      [first.products.map((p) => p.partnumberManufacturer)],
    );
    const rankOf = new Map(ranks.map((r) => [r.part_number, r.best_seller_rank]));
    const order = first.products.map((p) => rankOf.get(p.partnumberManufacturer) ?? 0);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const second = await listing({ mainCategory: 'downlights', page: 1 });
    const seen = new Set(first.products.map((p) => p.productId));
    expect(second.products.some((p) => seen.has(p.productId))).toBe(false);
  });

  it('accepts the category by French slug or by name, and answers in the request language', async () => {
    const fr = await listing({ mainCategory: 'spots-encastres', language: 'fr-FR', size: 3 });
    expect(fr.mainCategory).toEqual({
      key: 'downlights',
      name: 'Spots encastrés',
      slug: 'spots-encastres',
    });
    expect(fr.products[0]?.slugMainCategory).toBe('spots-encastres');
    expect(fr.products[0]?.technicalDescription.value).toMatch(/Spot/);
    const byName = await listing({ mainCategory: 'Downlights', size: 3 });
    expect(byName.pagination.totalElements).toBe(fr.pagination.totalElements);
    expect(facet(fr.totalFacets, 'warranty').map((v) => v.label)).toContain('5 ans');
  });

  it('answers 404 for an unknown category', async () => {
    const res = await post('/products/listing', { mainCategory: 'chandeliers' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('chandeliers');
  });

  it('filters within a facet with OR and across facets with AND', async () => {
    const all = await listing({ mainCategory: 'downlights', size: 100 });
    const cct = await listing({
      mainCategory: 'downlights',
      size: 100,
      filters: { CCT: ['3000K', '4000K'] },
    });
    const both = await listing({
      mainCategory: 'downlights',
      size: 100,
      filters: { CCT: ['3000K', '4000K'], ipRating: ['IP65'] },
    });
    const c3000 = facet(all.totalFacets, 'CCT').find((v) => v.value === '3000K')?.count ?? 0;
    const c4000 = facet(all.totalFacets, 'CCT').find((v) => v.value === '4000K')?.count ?? 0;
    expect(cct.pagination.totalElements).toBe(c3000 + c4000);
    expect(both.pagination.totalElements).toBeLessThan(cct.pagination.totalElements);
    expect(both.pagination.totalElements).toBeGreaterThan(0);

    // Independent check straight from the catalogue tables (facets jsonb, custom field flags).
    const [raw] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p JOIN catalogue_categories c ON c.id = p.main_category_id
        WHERE c.key = 'downlights' AND p.facets->>'CCT' IN ('3000K', '4000K') AND p.facets->>'ipRating' = 'IP65'
          AND NOT p.custom_fields @> '[{"name": "Main web", "value": "0"}]'`,
    );
    expect(both.pagination.totalElements).toBe(raw?.n);
  });

  it('counts facets disjunctively: each facet ignores its own selection', async () => {
    const filters = { CCT: ['3000K'], ipRating: ['IP65'] };
    const res = await listing({ mainCategory: 'downlights', filters });
    // CCT counts are what selecting each CCT alone (with the IP filter kept) would give.
    for (const v of facet(res.availableFacets, 'CCT').slice(0, 3)) {
      const alone = await listing({
        mainCategory: 'downlights',
        size: 1,
        filters: { CCT: [v.value], ipRating: ['IP65'] },
      });
      expect(v.count, v.value).toBe(alone.pagination.totalElements);
    }
    for (const v of facet(res.availableFacets, 'ipRating')) {
      const alone = await listing({
        mainCategory: 'downlights',
        size: 1,
        filters: { CCT: ['3000K'], ipRating: [v.value] },
      });
      expect(v.count, v.value).toBe(alone.pagination.totalElements);
    }
    // Other facets count within the full selection.
    for (const v of facet(res.availableFacets, 'warranty')) {
      const narrowed = await listing({
        mainCategory: 'downlights',
        size: 1,
        filters: { ...filters, warranty: [v.value] },
      });
      expect(v.count, v.value).toBe(narrowed.pagination.totalElements);
    }
    expect(facet(res.availableFacets, 'CCT').find((v) => v.value === '3000K')?.selected).toBe(true);
    expect(facet(res.availableFacets, 'CCT').length).toBeGreaterThan(1);
    // totalFacets ignore every filter.
    const unfiltered = await listing({ mainCategory: 'downlights' });
    expect(res.totalFacets.map((f) => f.values.map((v) => [v.value, v.count]))).toEqual(
      unfiltered.totalFacets.map((f) => f.values.map((v) => [v.value, v.count])),
    );
  });

  it('shows all eleven facet groups with sub category names, and hides NA and UGR >22', async () => {
    const res = await listing({ mainCategory: 'downlights' });
    expect(res.availableFacets.map((f) => f.name)).toEqual([
      'subCategory',
      'range',
      'CCT',
      'energyClass',
      'ipRating',
      'powerFactor',
      'warranty',
      'UGR',
      'totalPower',
      'efficacy',
      'smartProduct',
    ]);
    expect(facet(res.availableFacets, 'subCategory').map((v) => v.label)).toContain(
      'Fire Rated Downlights',
    );
    expect(
      facet(res.availableFacets, 'subCategory').find((v) => v.label === 'Fire Rated Downlights')
        ?.value,
    ).toBe('fire-rated-downlights');
    for (const f of [...res.availableFacets, ...res.totalFacets]) {
      expect(
        f.values.some((v) => v.value === 'NA'),
        f.name,
      ).toBe(false);
    }
    expect(facet(res.totalFacets, 'UGR').some((v) => v.value === '>22')).toBe(false);
    expect(facet(res.totalFacets, 'UGR').length).toBeGreaterThan(0);
    // NA products still list, they just offer no filter value.
    const [na] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_search s JOIN catalogue_facet_values v
          ON v.facet = 'UGR' AND v.code = s.f_ugr WHERE s.main_category = 'downlights' AND v.value IN ('NA', '>22') AND s.visible_main`,
    );
    const shown = facet(res.totalFacets, 'UGR').reduce((n, v) => n + v.count, 0);
    expect(shown + (na?.n ?? 0)).toBe(res.pagination.totalElements);
  });

  it("lists totalPower '100W+' last", async () => {
    const res = await listing({ mainCategory: 'high-bays' });
    const power = facet(res.totalFacets, 'totalPower').map((v) => v.value);
    expect(power).toContain('100W+');
    expect(power.at(-1)).toBe('100W+');
  });

  it('sorts by title and part number both ways', async () => {
    const titles = (r: ListProductsResponse) =>
      r.products.map((p) => foldText(p.technicalDescription.value));
    const skus = (r: ListProductsResponse) =>
      r.products.map((p) => p.partnumberManufacturer.toLowerCase().replace(/[^a-z0-9]/g, ''));
    const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const az = await listing({ mainCategory: 'panels', sort: 'a-zSort', size: 36 });
    expect(titles(az)).toEqual([...titles(az)].sort(byteOrder));
    const za = await listing({ mainCategory: 'panels', sort: 'z-aSort', size: 36 });
    expect(titles(za)).toEqual([...titles(za)].sort(byteOrder).reverse());
    const skuAz = await listing({ mainCategory: 'panels', sort: 'skua-zSort', size: 24 });
    expect(skus(skuAz)).toEqual([...skus(skuAz)].sort(byteOrder));
    const skuZa = await listing({ mainCategory: 'panels', sort: 'skuz-aSort', size: 24 });
    expect(skus(skuZa)).toEqual([...skus(skuZa)].sort(byteOrder).reverse());
    const frAz = await listing({
      mainCategory: 'panels',
      sort: 'a-zSort',
      language: 'fr-FR',
      size: 36,
    });
    expect(titles(frAz)).toEqual([...titles(frAz)].sort(byteOrder));
  });

  it('returns an empty page past the end, and Showing 0 when nothing matches', async () => {
    const past = await listing({ mainCategory: 'lamps', page: 500 });
    expect(past.products).toEqual([]);
    expect(past.pagination.totalElements).toBeGreaterThan(0);
    const none = await listing({ mainCategory: 'lamps', filters: { CCT: ['1800K'] } });
    expect(none.pagination.totalElements).toBe(0);
    expect(facet(none.availableFacets, 'CCT').find((v) => v.value === '1800K')).toMatchObject({
      count: 0,
      selected: true,
    });
  });

  it('leaves out products hidden in the visitor country', async () => {
    const hidden = await productHiddenInFrance();
    const inFrance = await listing({
      mainCategory: hidden.main,
      country: 3,
      size: 100,
      filters: { range: [hidden.range] },
    });
    const inUk = await listing({
      mainCategory: hidden.main,
      country: 1,
      size: 100,
      filters: { range: [hidden.range] },
    });
    expect(inUk.products.map((p) => p.partnumberManufacturer)).toContain(hidden.part_number);
    expect(inFrance.products.map((p) => p.partnumberManufacturer)).not.toContain(
      hidden.part_number,
    );
    expect(inFrance.pagination.totalElements).toBeLessThan(inUk.pagination.totalElements);
  });
});

describe('GET /products/search', () => {
  it('finds products by words, in the request language, with the total', async () => {
    const res = await get('/products/search?query=aura%20fire&size=5');
    expect(res.statusCode).toBe(200);
    const body = SearchProductsResponseSchema.parse(res.json());
    expect(body.products).toHaveLength(5);
    expect(body.pagination.totalElements).toBeGreaterThan(5);
    expect(body.products.every((p) => /AURA/.test(p.technicalDescription.value))).toBe(true);

    const fr = SearchProductsResponseSchema.parse(
      (
        await get('/products/search?query=spot%20coupe-feu&size=3', { 'accept-language': 'fr-FR' })
      ).json(),
    );
    expect(fr.products[0]?.technicalDescription.value).toMatch(/Spot coupe-feu/);
    expect(fr.products[0]?.slugMainCategory).toBe('spots-encastres');
    const accents = SearchProductsResponseSchema.parse(
      (await get('/products/search?query=eclairage%20secours&language=fr-FR&size=3')).json(),
    );
    expect(accents.pagination.totalElements).toBeGreaterThan(0);
  });

  it('defaults to 40 results', async () => {
    const body = SearchProductsResponseSchema.parse(
      (await get('/products/search?query=downlight')).json(),
    );
    expect(body.products).toHaveLength(40);
  });

  it('pages through the same ranking with page (the overlay loads more past 40)', async () => {
    const search = async (qs: string) =>
      SearchProductsResponseSchema.parse(
        (await get(`/products/search?query=downlight${qs}`)).json(),
      );
    const all = await search('&size=80');
    const [first, second] = [await search('&size=40'), await search('&size=40&page=1')];
    expect(second.pagination.totalElements).toBe(all.pagination.totalElements);
    expect([...first.products, ...second.products].map((p) => p.productId)).toEqual(
      all.products.map((p) => p.productId),
    );
    expect((await get('/products/search?query=downlight&page=-1')).statusCode).toBe(400);
    expect((await get('/products/search?query=downlight&page=251')).statusCode).toBe(400);
  });

  it('looks a product up by its slug in either language (size=1)', async () => {
    const [p] = await t.db.query<{ slug_en: string; slug_fr: string; part_number: string }>(
      'SELECT c.slug_en, c.slug_fr, c.part_number FROM product_cards c JOIN product_search s USING (product_id) WHERE s.visible_main ORDER BY s.sku_rank LIMIT 1',
    );
    for (const slug of [p?.slug_en, p?.slug_fr]) {
      const body = SearchProductsResponseSchema.parse(
        (await get(`/products/search?query=${slug}&country=1&size=1`)).json(),
      );
      expect(body.products[0]?.partnumberManufacturer).toBe(p?.part_number);
      expect(body.products[0]?.slugProduct).toBe(p?.slug_en);
    }
  });

  it('puts an exact or partial part number first', async () => {
    const [p] = await t.db.query<{ part_number: string }>(
      'SELECT part_number FROM product_search WHERE visible_main ORDER BY best_seller_rank DESC LIMIT 1',
    );
    const exact = SearchProductsResponseSchema.parse(
      (await get(`/products/search?query=${p?.part_number.toLowerCase()}`)).json(),
    );
    expect(exact.products[0]?.partnumberManufacturer).toBe(p?.part_number);
    const serial = p?.part_number.split('-')[1] ?? '';
    const bySerial = SearchProductsResponseSchema.parse(
      (await get(`/products/search?query=${serial}`)).json(),
    );
    expect(bySerial.products.map((x) => x.partnumberManufacturer)).toContain(p?.part_number);
  });

  it('forgives a typo', async () => {
    const body = SearchProductsResponseSchema.parse(
      (await get('/products/search?query=dwonlight&size=3')).json(),
    );
    expect(body.pagination.totalElements).toBeGreaterThan(0);
    expect(body.products[0]?.technicalDescription.value).toMatch(/Downlight/);
  });

  it('finds nothing for nonsense, without failing', async () => {
    const body = SearchProductsResponseSchema.parse(
      (await get(`/products/search?query=${encodeURIComponent("zzqx' OR 1=1 --")}`)).json(),
    );
    expect(body).toEqual({ products: [], pagination: { totalElements: 0 } });
  });

  it('leaves out products hidden in the country', async () => {
    const hidden = await productHiddenInFrance();
    const q = encodeURIComponent(hidden.part_number);
    const uk = SearchProductsResponseSchema.parse(
      (await get(`/products/search?query=${q}&country=1`)).json(),
    );
    const fr = SearchProductsResponseSchema.parse(
      (await get(`/products/search?query=${q}&country=3`)).json(),
    );
    expect(uk.products[0]?.partnumberManufacturer).toBe(hidden.part_number);
    expect(fr.products.map((p) => p.partnumberManufacturer)).not.toContain(hidden.part_number);
  });
});

describe('POST /search', () => {
  it('returns a list of products for a range word', async () => {
    const res = await post('/search', { language: 'en-GB', text: 'AURA' });
    expect(res.statusCode).toBe(200);
    const list = ProductSummaryListSchema.parse(res.json());
    expect(list.length).toBeGreaterThan(5);
    expect(list.length).toBeLessThanOrEqual(40);
    expect(list.every((p) => p.range === 'AURA')).toBe(true);
    const fr = ProductSummaryListSchema.parse(
      (await post('/search', { language: 'fr-FR', text: 'ORBIT', size: 2 })).json(),
    );
    expect(fr).toHaveLength(2);
    expect(fr[0]?.subCategory).toMatch(/Spots/);
  });
});

describe('GET /products/autocomplete', () => {
  it('suggests category, range and family names, 6 by default', async () => {
    const res = await get('/products/autocomplete?query=fire');
    expect(res.statusCode).toBe(200);
    const { terms } = AutocompleteResponseSchema.parse(res.json());
    expect(terms).toHaveLength(6);
    expect(terms[0]).toBe('Fire Rated Downlights');
    expect(terms).toContain('HALO FIRE');
  });

  it('suggests in French, accents optional, and part numbers by prefix', async () => {
    const fr = AutocompleteResponseSchema.parse(
      (await get('/products/autocomplete?query=ecl&size=3', { 'accept-language': 'fr' })).json(),
    );
    expect(fr.terms[0]).toBe('Éclairage de secours');
    expect(fr.terms).toHaveLength(3);
    const pn = AutocompleteResponseSchema.parse(
      (await get('/products/autocomplete?query=DLAU')).json(),
    );
    expect(pn.terms.length).toBeGreaterThan(0);
    expect(pn.terms.every((x) => x.startsWith('DLAU'))).toBe(true);
  });

  it('forgives a typo, and returns nothing rather than failing on nonsense', async () => {
    const typo = AutocompleteResponseSchema.parse(
      (await get('/products/autocomplete?query=dwnlight')).json(),
    );
    expect(typo.terms.some((x) => /Downlight/.test(x))).toBe(true);
    const none = AutocompleteResponseSchema.parse(
      (await get('/products/autocomplete?query=%25%25%25')).json(),
    );
    expect(none.terms).toEqual([]);
  });

  it('does not suggest part numbers hidden in the country', async () => {
    const hidden = await productHiddenInFrance();
    const uk = AutocompleteResponseSchema.parse(
      (await get(`/products/autocomplete?query=${hidden.part_number}&country=1`)).json(),
    );
    const fr = AutocompleteResponseSchema.parse(
      (await get(`/products/autocomplete?query=${hidden.part_number}&country=3`)).json(),
    );
    expect(uk.terms).toContain(hidden.part_number);
    expect(fr.terms).not.toContain(hidden.part_number);
  });
});

describe('GET /product/part-number', () => {
  let product: Product;
  beforeAll(async () => {
    const [row] = await t.db.query<{ part_number: string }>(
      `SELECT p.part_number FROM products p WHERE NOT p.is_accessory
          AND NOT p.custom_fields @> '[{"name": "Main web", "value": "0"}]' ORDER BY p.best_seller_rank LIMIT 1`,
    );
    const res = await get(`/product/part-number?partNumber=${row?.part_number}`);
    expect(res.statusCode).toBe(200);
    product = ProductSchema.parse(res.json());
  });

  it('returns every field of the Product entity with its slugs', () => {
    expect(product.slugMainCategory).toMatch(/^[a-z-]+$/);
    expect(product.slugMainCategory1).toMatch(/^[a-z-]+$/);
    expect(product.slugMainCategory2).toBe(product.range.toLowerCase().replace(/ /g, '-'));
    expect(product.slugProduct).toContain(product.partnumberManufacturer.toLowerCase());
    expect(product.eanCodePartnumber).toMatch(/^\d{13}$/);
    expect(product.netWeight).toBeGreaterThan(0);
    expect(product.etimClass.etimId).toMatch(/^EC\d{6}$/);
    expect(product.originalLongText[0]?.value.length).toBeGreaterThan(80);
    expect(
      product.featureGroups.flatMap((g) => g.features).some((f) => f.description === 'Rated power'),
    ).toBe(true);
    const fields = new Set(product.customFields.map((f) => f.name));
    for (const name of [
      'IP Rating',
      'IK Rating',
      'Warranty',
      '2yr_On-Site_Warranty',
      'MainCategory',
      'Main web',
      'FR web',
      'Aus web',
      'NZ web',
    ]) {
      expect(fields.has(name), name).toBe(true);
    }
    expect(product.customFields.filter((f) => f.name === 'MainCategory')).toEqual([
      { name: 'MainCategory', value: product.mainCategory, language: 'en-GB' },
    ]);
    expect(product.media.filter((m) => m.isMainMedia)).toHaveLength(1);
    expect(product.tradeProducts[0]?.media).toEqual(product.media);
    expect(product.tradeProducts[0]?.relatedTradeProducts.length).toBeGreaterThan(0);
    expect(product.accessories.length).toBeGreaterThan(0);
    expect(product.accessories[0]).toMatchObject({ catSlug: product.slugMainCategory });
    expect(product.documents.map((d) => d.type).sort()).toEqual([
      'datasheet',
      'installation-guide',
    ]);
    expect(product.alternates.map((a) => a.language)).toEqual(['en-GB', 'fr-FR']);
  });

  it('answers in French with French slugs (Accept-Language or ?language=)', async () => {
    for (const res of [
      await get(`/product/part-number?partNumber=${product.partnumberManufacturer}`, {
        'accept-language': 'fr-FR,fr;q=0.9',
      }),
      await get(`/product/part-number?partNumber=${product.partnumberManufacturer}&language=fr-FR`),
    ]) {
      const fr = ProductSchema.parse(res.json());
      expect(fr.slugProduct).toBe(
        product.alternates.find((a) => a.language === 'fr-FR')?.slugProduct,
      );
      expect(fr.slugMainCategory).toBe(
        product.alternates.find((a) => a.language === 'fr-FR')?.slugMainCategory,
      );
      expect(fr.documents.every((d) => d.language === 'fr-FR')).toBe(true);
    }
  });

  it('accepts a numeric productId and any case', async () => {
    expect(
      ProductSchema.parse(
        (await get(`/product/part-number?partNumber=${product.productId}`)).json(),
      ).partnumberManufacturer,
    ).toBe(product.partnumberManufacturer);
    expect(
      (await get(`/product/part-number?partNumber=${product.partnumberManufacturer.toLowerCase()}`))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 when missing, or hidden in the country (the Product Not Available case)', async () => {
    expect((await get('/product/part-number?partNumber=NOPE-123')).statusCode).toBe(404);
    const hidden = await productHiddenInFrance();
    expect((await get(`/product/part-number?partNumber=${hidden.part_number}`)).statusCode).toBe(
      200,
    );
    const fr = await get(`/product/part-number?partNumber=${hidden.part_number}&country=3`);
    expect(fr.statusCode).toBe(404);
    expect(fr.json().message).toContain('not available in country 3');
  });
});

describe('GET /product/{tradeProductId}', () => {
  it('returns an accessory by trade product id', async () => {
    const [p] = await t.db.query<{ part_number: string }>(
      'SELECT part_number FROM products WHERE NOT is_accessory AND custom_fields @> \'[{"name": "Main web", "value": "1"}]\' LIMIT 1',
    );
    const product = ProductSchema.parse(
      (await get(`/product/part-number?partNumber=${p?.part_number}`)).json(),
    );
    const accessory = product.accessories[0];
    const res = await get(`/product/${accessory?.id}`);
    expect(res.statusCode).toBe(200);
    const body = ProductSchema.parse(res.json());
    expect(body).toMatchObject({
      partnumberManufacturer: accessory?.partnumberManufacturer,
      slugProduct: accessory?.productSlug,
      slugMainCategory: accessory?.catSlug,
      technicalDescription: { value: accessory?.name },
    });
    expect(body.media.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get('/product/999999')).statusCode).toBe(404);
  });
});

describe('POST /products/filter', () => {
  it('returns full products by main and sub category, best sellers first', async () => {
    const res = await post('/products/filter', {
      language: 'en-GB',
      mainCategory: 'Downlights',
      subCategory: 'Fire Rated Downlights',
      size: 5,
    });
    expect(res.statusCode).toBe(200);
    const list = ProductListSchema.parse(res.json());
    expect(list).toHaveLength(5);
    expect(list.every((p) => p.subCategory === 'Fire Rated Downlights')).toBe(true);
    const fr = ProductListSchema.parse(
      (
        await post('/products/filter', {
          language: 'fr-FR',
          mainCategory: 'spots-encastres',
          subCategory: 'spots-coupe-feu',
          size: 5,
        })
      ).json(),
    );
    expect(fr.map((p) => p.partnumberManufacturer)).toEqual(
      list.map((p) => p.partnumberManufacturer),
    );
    expect(fr[0]?.subCategory).toBe('Spots coupe-feu');
  });

  it('finds a product by its slug in either language, hidden or not unless a country is given', async () => {
    const hidden = await productHiddenInFrance();
    const [slugs] = await t.db.query<{ slug_en: string; slug_fr: string }>(
      'SELECT c.slug_en, c.slug_fr FROM product_cards c JOIN products p ON p.id = c.product_id WHERE p.part_number = $1',
      [hidden.part_number],
    );
    const bySlug = async (body: object) =>
      ProductListSchema.parse((await post('/products/filter', body)).json());
    const [en] = await bySlug({ language: 'en-GB', productSlug: slugs!.slug_fr });
    expect(en?.partnumberManufacturer).toBe(hidden.part_number);
    expect(en?.slugProduct).toBe(slugs!.slug_en);
    expect(
      en?.customFields.find((f) => f.name === 'FR web')?.value,
      'the flag the site reads to show Product Not Available',
    ).toBe('0');
    expect(await bySlug({ language: 'fr-FR', productSlug: slugs!.slug_en, country: 3 })).toEqual(
      [],
    );
    expect(
      await bySlug({ language: 'fr-FR', productSlug: slugs!.slug_en, country: 1 }),
    ).toHaveLength(1);
    expect(await bySlug({ language: 'en-GB', productSlug: 'no-such-product' })).toEqual([]);
  });

  it('returns the product for a part number, or an empty array', async () => {
    const [p] = await t.db.query<{ part_number: string }>(
      'SELECT part_number FROM products ORDER BY id LIMIT 1',
    );
    const list = ProductListSchema.parse(
      (
        await post('/products/filter', {
          language: 'en-GB',
          partNumberManufacturer: p?.part_number,
        })
      ).json(),
    );
    expect(list.map((x) => x.partnumberManufacturer)).toEqual([p?.part_number]);
    expect(
      (
        await post('/products/filter', { language: 'en-GB', partNumberManufacturer: 'NOPE' })
      ).json(),
    ).toEqual([]);
  });

  it('finds a product by productId, hidden or not unless a country is given', async () => {
    const hidden = await productHiddenInFrance();
    const [row] = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE part_number = $1',
      [hidden.part_number],
    );
    const byId = async (body: object) =>
      ProductListSchema.parse((await post('/products/filter', body)).json());
    const [found] = await byId({ language: 'fr-FR', productId: row!.id });
    expect(found?.partnumberManufacturer).toBe(hidden.part_number);
    expect(found?.language).toBe('fr-FR');
    expect(await byId({ language: 'fr-FR', productId: row!.id, country: 3 })).toEqual([]);
    expect(await byId({ language: 'en-GB', productId: 2_147_483_647 })).toEqual([]);
  });

  it('leaves out hidden products when given a country, and 404s unknown categories', async () => {
    const hidden = await productHiddenInFrance();
    const uk = ProductListSchema.parse(
      (
        await post('/products/filter', {
          language: 'fr-FR',
          partNumberManufacturer: hidden.part_number,
          country: 1,
        })
      ).json(),
    );
    const fr = ProductListSchema.parse(
      (
        await post('/products/filter', {
          language: 'fr-FR',
          partNumberManufacturer: hidden.part_number,
          country: 3,
        })
      ).json(),
    );
    expect(uk).toHaveLength(1);
    expect(fr).toHaveLength(0);
    expect(
      (await post('/products/filter', { language: 'en-GB', mainCategory: 'nope' })).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/products/filter', {
          language: 'en-GB',
          mainCategory: 'downlights',
          subCategory: 'Batten',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /products/similar-products', () => {
  it('returns best sellers of the range, without hidden products or the current one', async () => {
    const hidden = await productHiddenInFrance();
    const uk = ProductSummaryListSchema.parse(
      (
        await get(
          `/products/similar-products?query=${encodeURIComponent(hidden.range)}&country=1&size=40`,
        )
      ).json(),
    );
    const fr = ProductSummaryListSchema.parse(
      (
        await get(
          `/products/similar-products?query=${encodeURIComponent(hidden.range)}&country=3&size=40`,
        )
      ).json(),
    );
    expect(uk.length).toBeGreaterThan(4);
    expect(uk.every((p: ProductSummary) => p.range === hidden.range)).toBe(true);
    expect(fr.map((p) => p.partnumberManufacturer)).not.toContain(hidden.part_number);
    const first = uk[0]?.partnumberManufacturer ?? '';
    const without = ProductSummaryListSchema.parse(
      (
        await get(
          `/products/similar-products?query=${encodeURIComponent(hidden.range.toLowerCase())}&exclude=${first}`,
        )
      ).json(),
    );
    expect(without.map((p) => p.partnumberManufacturer)).not.toContain(first);
    expect(without).toHaveLength(12);
  });
});

describe('GET /products/similar-products?similarTo=', () => {
  const alternatives = async (partNumber: string, query = '') => {
    const res = await get(
      `/products/similar-products?similarTo=${encodeURIComponent(partNumber)}${query}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return ProductSummaryListSchema.parse(res.json());
  };
  const visibleIn = async (column: 'visible_fr' | 'visible_main', ids: number[]) =>
    (
      await t.db.query<{ visible: boolean }>(
        `SELECT ${column} AS visible FROM product_search WHERE product_id = ANY($1::int[])`,
        [ids],
      )
    ).map((r) => r.visible);

  it('offers up to size products shown in the country, for a product hidden there', async () => {
    const hidden = await productHiddenInFrance();
    const fr = await alternatives(hidden.part_number, '&country=3&size=4&language=fr-FR');
    expect(fr.length).toBeGreaterThan(0);
    expect(fr.length).toBeLessThanOrEqual(4);
    expect(fr.map((p) => p.partnumberManufacturer)).not.toContain(hidden.part_number);
    expect(
      await visibleIn(
        'visible_fr',
        fr.map((p) => p.productId),
      ),
    ).toEqual(fr.map(() => true));
    // French cards: French slugs and titles.
    expect(fr[0]?.slugMainCategory).not.toBe(hidden.main);
  });

  it('ranks the same range first, then the sub category, then the main category; no accessories', async () => {
    const hidden = await productHiddenInFrance();
    const [target] = await t.db.query<{ range: string; sub: string; main: string }>(
      'SELECT range, sub_category AS sub, main_category AS main FROM product_search WHERE part_number_key = $1',
      [partNumberKey(hidden.part_number)],
    );
    const list = await alternatives(hidden.part_number, '&country=3&size=100');
    const rows = await t.db.query<{
      product_id: number;
      range: string;
      sub_category: string;
      main_category: string;
      is_accessory: boolean;
    }>(
      `SELECT s.product_id, s.range, s.sub_category, s.main_category, p.is_accessory
         FROM product_search s JOIN products p ON p.id = s.product_id
        WHERE s.product_id = ANY($1::int[])`,
      [list.map((p) => p.productId)],
    );
    const byId = new Map(rows.map((r) => [r.product_id, r]));
    const tiers = list.map((p) => {
      const r = byId.get(p.productId)!;
      expect(r.is_accessory).toBe(false);
      expect(r.main_category).toBe(target!.main);
      return r.range === target!.range ? 1 : r.sub_category === target!.sub ? 2 : 3;
    });
    expect(tiers).toEqual([...tiers].sort());
    expect(tiers[0]).toBe(1);
    expect(new Set(tiers).size).toBeGreaterThan(1);
    expect(list).toHaveLength(100);
  });

  it('answers 404 for a part number nobody has', async () => {
    const res = await get('/products/similar-products?similarTo=NOPE-404&country=3');
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /chapters/tree', () => {
  it('nests sub categories under main categories, named in both languages', async () => {
    const res = await get('/chapters/tree');
    expect(res.statusCode).toBe(200);
    const tree = ChaptersTreeResponseSchema.parse(res.json());
    expect(tree.length).toBeGreaterThanOrEqual(8);
    const downlights = tree.find((c) => c.key === 'downlights');
    expect(downlights?.Name).toEqual([
      { language: 'en-GB', description: 'Downlights' },
      { language: 'fr-FR', description: 'Spots encastrés' },
    ]);
    expect(downlights?.Children.map((c) => c.Name[0]?.description)).toContain(
      'Fire Rated Downlights',
    );
    expect(downlights?.Children.every((c) => c.Children.length === 0)).toBe(true);
  });
});

describe('GET /category/translated-category/{slug}', () => {
  it('translates a slug into the Accept-Language language', async () => {
    const fr = await get('/category/translated-category/downlights', {
      'accept-language': 'fr-FR',
    });
    expect(fr.json()).toEqual({
      status: 'OK',
      category: 'Spots encastrés',
      categorySlug: 'spots-encastres',
      language: 'fr-FR',
      key: 'downlights',
      level: 'main',
    });
    const en = await get('/category/translated-category/spots-encastres', {
      'accept-language': 'en',
    });
    expect(en.json()).toMatchObject({ category: 'Downlights', categorySlug: 'downlights' });
    const same = await get('/category/translated-category/downlights');
    expect(same.json()).toMatchObject({ categorySlug: 'downlights', language: 'en-GB' });
    const sub = await get('/category/translated-category/spots-coupe-feu', {
      'accept-language': 'en-GB',
    });
    expect(sub.json()).toMatchObject({
      category: 'Fire Rated Downlights',
      categorySlug: 'fire-rated-downlights',
      level: 'sub',
    });
  });

  it('finds a category by name or slug whatever its accents, apostrophes and case', async () => {
    const cases: [string, string][] = [
      ['Spots lèche-mur', 'wall-washer-downlights'],
      ['spots-lèche-mur', 'wall-washer-downlights'],
      ['SPOTS LECHE MUR', 'wall-washer-downlights'],
      ['Dalles rétroéclairées', 'backlit-panels'],
      ['dalles-à-éclairage-latéral', 'edge-lit-panels'],
      ['Linéaires suspendus', 'suspended-linear'],
      ['Signalisation d’évacuation', 'exit-signs'],
      ["signalisation-d'évacuation", 'exit-signs'],
      ['signalisation-devacuation', 'exit-signs'],
      ['Hublots à détecteur', 'sensor-bulkheads'],
      ['Éclairage de secours', 'emergency'],
      ['eclairage de secours', 'emergency'],
    ];
    for (const [ref, key] of cases) {
      const res = await get(`/category/translated-category/${encodeURIComponent(ref)}`, {
        'accept-language': 'fr-FR',
      });
      expect(res.statusCode, ref).toBe(200);
      expect(res.json().key, ref).toBe(key);
    }
    const listed = await listing({ mainCategory: 'Éclairage de Secours', size: 1 });
    expect(listed.mainCategory.key).toBe('emergency');
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await get('/category/translated-category/chandeliers')).statusCode).toBe(404);
    // Nothing but separators is no name, not every category.
    expect(
      (await get(`/category/translated-category/${encodeURIComponent('’ -')}`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /thumb/{id}/{filename}', () => {
  let product: Product;
  beforeAll(async () => {
    const [row] = await t.db.query<{ part_number: string }>(
      'SELECT part_number FROM products WHERE NOT is_accessory ORDER BY id LIMIT 1',
    );
    product = ProductSchema.parse(
      (await get(`/product/part-number?partNumber=${row?.part_number}`)).json(),
    );
  });
  const file = (pattern: RegExp) =>
    product.media.flatMap((m) => m.languages.map((l) => l.filename)).find((f) => pattern.test(f)) ??
    '';

  it('renders, resizes and caches a picture whose source file is absent', async () => {
    const main = product.media.find((m) => m.isMainMedia)?.languages[0]?.filename ?? '';
    const url = `/thumb/${product.productId}/${main}?width=300&height=300`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      width: 300,
      height: 300,
      format: 'jpeg',
    });
    const cacheDir = join(t.dataDir, 'thumbs', String(product.productId), '300x300');
    expect(readdirSync(cacheDir)).toContain(main);
    const again = await get(url);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const wide = await get(`/thumb/${product.productId}/${main}?width=600&height=500`);
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 600, height: 500 });
    // One side alone gives a square, rounded up to the next rendered side (ADR 011).
    const square = await get(`/thumb/${product.productId}/${main}?width=120`);
    expect(await sharp(square.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('serves png drawings and svg as they are named', async () => {
    const drawing = file(/dimensions\.(png|svg)$/);
    const res = await get(`/thumb/${product.productId}/${drawing}?width=200&height=100`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      drawing.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
    );
  });

  it('resizes a real source file when one exists', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const detail = file(/-detail\.jpg$/);
    const dir = join(t.dataDir, 'media', 'products', String(product.productId));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, detail),
      await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } })
        .jpeg()
        .toBuffer(),
    );
    const res = await get(`/thumb/${product.productId}/${detail}?width=100&height=100`);
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(
      existsSync(join(t.dataDir, 'thumbs', String(product.productId), '100x100', detail)),
    ).toBe(true);
  });

  it('validates the size and 404s unknown products or files', async () => {
    const main = file(/\.jpg$/);
    for (const q of ['width=0', 'width=2001', 'height=-5', 'width=abc']) {
      const res = await get(`/thumb/${product.productId}/${main}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().issues[0].field).toMatch(/^querystring\.(width|height)$/);
    }
    expect((await get(`/thumb/999999/${main}`)).statusCode).toBe(404);
    expect((await get(`/thumb/${product.productId}/other.jpg`)).statusCode).toBe(404);
    expect((await get(`/thumb/${product.productId}/..%2F..%2Fsecret.jpg`)).statusCode).toBe(400);
  });
});

describe('documents and OpenAPI', () => {
  it('serves the seeded range documents as PDFs', async () => {
    const [p] = await t.db.query<{ documents: { url: string }[] }>(
      'SELECT documents FROM products LIMIT 1',
    );
    const res = await get(p?.documents[0]?.url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('documents every catalogue route and the facet shape', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of [
      '/category/translated-category/{slug}',
      '/products/filter',
      '/search',
      '/products/search',
      '/product/part-number',
      '/product/{tradeProductId}',
      '/products/similar-products',
      '/chapters/tree',
      '/products/listing',
      '/products/autocomplete',
      '/thumb/{id}/{filename}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const listingDoc = JSON.stringify(doc.paths['/products/listing']);
    expect(listingDoc).toContain('availableFacets');
    expect(listingDoc).toContain('disjunctive');
  });
});

describe('GET /products/sitemap', () => {
  it('lists each visible product with its slugs in both languages', async () => {
    const res = await get('/products/sitemap?country=1');
    expect(res.statusCode, res.body).toBe(200);
    const { products } = ProductSitemapResponseSchema.parse(res.json());
    expect(products.length).toBeGreaterThan(1000);
    const [first] = products;
    expect(first?.slugs.map((s) => s.language)).toEqual(['en-GB', 'fr-FR']);
    const search = await get(
      `/products/search?query=${first!.slugs[0]!.slugProduct}&size=1&country=1`,
    );
    expect(SearchProductsResponseSchema.parse(search.json()).products[0]).toMatchObject({
      slugProduct: first!.slugs[0]!.slugProduct,
      slugMainCategory: first!.slugs[0]!.slugMainCategory,
    });
  });

  it('leaves out products hidden in the country', async () => {
    const hidden = await productHiddenInFrance();
    const [row] = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE part_number = $1',
      [hidden.part_number],
    );
    const ids = async (country: number) =>
      ProductSitemapResponseSchema.parse(
        (await get(`/products/sitemap?country=${country}`)).json(),
      ).products.map((p) => p.productId);
    expect(await ids(1)).toContain(row!.id);
    expect(await ids(3)).not.toContain(row!.id);
  });

  it('rejects an unknown country', async () => {
    const res = await get('/products/sitemap?country=9');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('querystring.country');
  });
});
