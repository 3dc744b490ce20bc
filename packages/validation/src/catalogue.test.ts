import { describe, expect, it } from 'vitest';
import {
  AutocompleteQuerySchema,
  FilterProductsRequestSchema,
  isLookupText,
  ListProductsRequestSchema,
  PartNumberQuerySchema,
  productIdOf,
  SearchProductsQuerySchema,
  SimilarProductsQuerySchema,
  ThumbParamsSchema,
  ThumbQuerySchema,
} from './catalogue.ts';
import { MAX_QUERY_LENGTH, THUMB_SIDES } from './catalogue-constants.ts';

describe('ListProductsRequestSchema', () => {
  it('fills the spec defaults: page 0, 12 per page, country 1, Best Sellers, English', () => {
    expect(ListProductsRequestSchema.parse({ mainCategory: ' downlights ' })).toEqual({
      mainCategory: 'downlights',
      page: 0,
      size: 12,
      country: 1,
      filters: {},
      sort: 'bestSeller',
      language: 'en-GB',
    });
  });

  it('rejects unknown facets, unknown sorts, negative pages and oversize pages', () => {
    const bad = (body: object) =>
      ListProductsRequestSchema.safeParse({
        mainCategory: 'x',
        ...body,
      }).error?.issues[0]?.path.join('.');
    expect(bad({ filters: { colour: ['red'] } })).toBe('filters');
    expect(bad({ sort: 'price' })).toBe('sort');
    expect(bad({ page: -1 })).toBe('page');
    expect(bad({ size: 101 })).toBe('size');
    expect(bad({ country: 6 })).toBe('country');
    expect(bad({ filters: { CCT: ['ok', ''] } })).toBe('filters.CCT.1');
  });
});

describe('query-string schemas', () => {
  it('coerce numbers, default the country and size, and ignore unknown parameters', () => {
    expect(SearchProductsQuerySchema.parse({ query: 'aura', utm_source: 'mail' })).toEqual({
      query: 'aura',
      size: 40,
      country: 1,
    });
    expect(AutocompleteQuerySchema.parse({ query: 'd', country: '3', size: '2' })).toEqual({
      query: 'd',
      country: 3,
      size: 2,
    });
    expect(PartNumberQuerySchema.safeParse({ partNumber: 'X', country: 'uk' }).success).toBe(false);
  });

  it('refuse blank terms and control characters', () => {
    expect(SearchProductsQuerySchema.safeParse({ query: '   ' }).success).toBe(false);
    expect(SearchProductsQuerySchema.safeParse({ query: 'a\u0000' }).success).toBe(false);
  });
});

describe('FilterProductsRequestSchema', () => {
  it('needs a main category or a part number', () => {
    expect(
      FilterProductsRequestSchema.safeParse({ language: 'en-GB', mainCategory: 'Downlights' })
        .success,
    ).toBe(true);
    expect(
      FilterProductsRequestSchema.safeParse({ language: 'fr-FR', partNumberManufacturer: 'DL1' })
        .success,
    ).toBe(true);
    const res = FilterProductsRequestSchema.safeParse({ language: 'en-GB' });
    expect(res.error?.issues[0]?.path).toEqual(['mainCategory']);
  });
});

describe('ThumbParamsSchema', () => {
  it('accepts image file names only', () => {
    expect(ThumbParamsSchema.parse({ id: '10001', filename: 'dlaur05-000031.jpg' })).toEqual({
      id: 10001,
      filename: 'dlaur05-000031.jpg',
    });
    for (const filename of ['../x.jpg', 'x.pdf', '.hidden.png', 'a/b.png']) {
      expect(ThumbParamsSchema.safeParse({ id: 1, filename }).success, filename).toBe(false);
    }
  });
});

describe('ThumbQuerySchema', () => {
  it("keeps the site's sizes exact and rounds others up to a few sides", () => {
    const parse = (q: Record<string, string>) => ThumbQuerySchema.parse(q);
    for (const [w, h] of [
      [300, 300],
      [500, 500],
      [600, 600],
      [600, 500],
    ]) {
      expect(parse({ width: String(w), height: String(h) })).toEqual({ width: w, height: h });
    }
    expect(parse({ width: '301', height: '1' })).toEqual({ width: 400, height: 100 });
    expect(parse({ width: '1999', height: '801' })).toEqual({ width: 2000, height: 1200 });
    expect(parse({ width: '120' })).toEqual({ width: 200, height: 200 });
    expect(parse({})).toEqual({ width: 600, height: 600 });
  });

  it('has at most 9 sides however many sizes are asked for', () => {
    const sides = new Set(
      Array.from({ length: 2000 }, (_, i) => ThumbQuerySchema.parse({ width: i + 1 }).width),
    );
    expect([...sides]).toEqual([...THUMB_SIDES]);
    expect(ThumbQuerySchema.safeParse({ width: '2001' }).success).toBe(false);
  });
});

describe('isLookupText', () => {
  it('accepts what the lookups accept: 1 to MAX_QUERY_LENGTH characters, no control characters', () => {
    expect(isLookupText('spots-lèche-mur')).toBe(true);
    expect(isLookupText('x'.repeat(MAX_QUERY_LENGTH))).toBe(true);
    expect(isLookupText(` ${'x'.repeat(MAX_QUERY_LENGTH)} `)).toBe(true);
    expect(isLookupText('x'.repeat(MAX_QUERY_LENGTH + 1))).toBe(false);
    expect(isLookupText('x'.repeat(2000))).toBe(false);
    expect(isLookupText('down\u0000lights')).toBe(false);
    expect(isLookupText('   ')).toBe(false);
  });
});

describe('productIdOf', () => {
  it('reads digits as a productId, and nothing else', () => {
    expect(productIdOf('11018')).toBe(11018);
    expect(productIdOf(' 42 ')).toBe(42);
    expect(productIdOf('2147483647')).toBe(2_147_483_647);
    for (const value of ['', 'abc', '-5', '0', '1e3', '12.5', '2147483648', '9'.repeat(20)]) {
      expect(productIdOf(value), value).toBeNull();
    }
  });
});

describe('SimilarProductsQuerySchema', () => {
  it('takes a range query or the part number of a product to resemble', () => {
    expect(SimilarProductsQuerySchema.parse({ query: 'AURA' })).toMatchObject({
      query: 'AURA',
      size: 12,
      country: 1,
    });
    expect(
      SimilarProductsQuerySchema.parse({ similarTo: 'DLAUR05-001018', size: '4', country: '3' }),
    ).toMatchObject({ similarTo: 'DLAUR05-001018', size: 4, country: 3 });
    expect(SimilarProductsQuerySchema.safeParse({}).error?.issues[0]?.path).toEqual(['query']);
    expect(SimilarProductsQuerySchema.safeParse({ similarTo: 'A'.repeat(65) }).success).toBe(false);
    expect(SimilarProductsQuerySchema.safeParse({ similarTo: 'A\u0000' }).success).toBe(false);
  });
});

describe('FilterProductsRequestSchema productId', () => {
  it('finds by productId alone, within the database integer range', () => {
    expect(
      FilterProductsRequestSchema.parse({ language: 'en-GB', productId: 11018 }),
    ).toMatchObject({ productId: 11018 });
    for (const productId of [0, -5, 1.5, 2_147_483_648]) {
      expect(FilterProductsRequestSchema.safeParse({ language: 'en-GB', productId }).success).toBe(
        false,
      );
    }
  });
});
