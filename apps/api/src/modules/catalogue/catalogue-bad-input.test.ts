import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';

// Bad input must be a 400 naming the field, unknown routes a 404, and nothing may crash the
// server. A small catalogue is enough: validation runs before any query.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, catalogueSize: 300 });
});
afterAll(() => t.close());

const LONG = 'x'.repeat(10_000);

type Case = {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  field?: string;
};

const listing = (body: unknown): Case => ({
  name: '',
  method: 'POST',
  url: '/products/listing',
  body,
});
const valid = { mainCategory: 'downlights' };

const cases: Case[] = [
  // POST /products/listing
  { ...listing({ ...valid, page: -1 }), name: 'negative page', field: 'body.page' },
  { ...listing({ ...valid, page: 1.5 }), name: 'fractional page', field: 'body.page' },
  { ...listing({ ...valid, page: '2' }), name: 'page as a string', field: 'body.page' },
  { ...listing({ ...valid, size: 0 }), name: 'size 0', field: 'body.size' },
  { ...listing({ ...valid, size: 101 }), name: 'size over 100', field: 'body.size' },
  { ...listing({ ...valid, sort: 'price' }), name: 'unknown sort', field: 'body.sort' },
  { ...listing({ ...valid, language: 'de-DE' }), name: 'unknown language', field: 'body.language' },
  { ...listing({ ...valid, country: 9 }), name: 'unknown country', field: 'body.country' },
  { ...listing({ ...valid, country: 'uk' }), name: 'country as text', field: 'body.country' },
  { ...listing({}), name: 'missing mainCategory', field: 'body.mainCategory' },
  {
    ...listing({ mainCategory: 42 }),
    name: 'mainCategory as a number',
    field: 'body.mainCategory',
  },
  { ...listing({ mainCategory: LONG }), name: '10k mainCategory', field: 'body.mainCategory' },
  { ...listing({ mainCategory: '   ' }), name: 'blank mainCategory', field: 'body.mainCategory' },
  {
    ...listing({ ...valid, filters: { colour: ['red'] } }),
    name: 'unknown facet',
    field: 'body.filters',
  },
  {
    ...listing({ ...valid, filters: { CCT: '3000K' } }),
    name: 'facet values not an array',
    field: 'body.filters.CCT',
  },
  {
    ...listing({ ...valid, filters: { CCT: [3000] } }),
    name: 'facet value a number',
    field: 'body.filters.CCT.0',
  },
  {
    ...listing({ ...valid, filters: { CCT: [LONG] } }),
    name: '10k facet value',
    field: 'body.filters.CCT.0',
  },
  {
    ...listing({ ...valid, filters: { CCT: Array.from({ length: 51 }, (_, i) => `${i}K`) } }),
    name: '51 facet values',
    field: 'body.filters.CCT',
  },
  { ...listing({ ...valid, filters: [] }), name: 'filters an array', field: 'body.filters' },
  { ...listing({ ...valid, extra: true }), name: 'unknown field', field: 'body' },
  { ...listing(['downlights']), name: 'body an array', field: 'body' },
  {
    name: 'malformed JSON',
    method: 'POST',
    url: '/products/listing',
    rawBody: '{"mainCategory": "downlights",',
  },
  // POST /products/filter
  {
    name: 'filter: no language',
    method: 'POST',
    url: '/products/filter',
    body: { mainCategory: 'downlights' },
    field: 'body.language',
  },
  {
    name: 'filter: neither category nor part number',
    method: 'POST',
    url: '/products/filter',
    body: { language: 'en-GB' },
    field: 'body.mainCategory',
  },
  {
    name: 'filter: 10k part number',
    method: 'POST',
    url: '/products/filter',
    body: { language: 'en-GB', partNumberManufacturer: LONG },
    field: 'body.partNumberManufacturer',
  },
  {
    name: 'filter: subCategory wrong type',
    method: 'POST',
    url: '/products/filter',
    body: { language: 'en-GB', mainCategory: 'downlights', subCategory: ['a'] },
    field: 'body.subCategory',
  },
  {
    name: 'filter: productId beyond an integer',
    method: 'POST',
    url: '/products/filter',
    body: { language: 'en-GB', productId: 99999999999 },
    field: 'body.productId',
  },
  {
    name: 'filter: productId as text',
    method: 'POST',
    url: '/products/filter',
    body: { language: 'en-GB', productId: '11018' },
    field: 'body.productId',
  },
  {
    name: 'filter: negative size',
    method: 'POST',
    url: '/products/filter',
    body: { language: 'en-GB', mainCategory: 'downlights', size: -3 },
    field: 'body.size',
  },
  {
    name: 'filter: malformed JSON',
    method: 'POST',
    url: '/products/filter',
    rawBody: "{'language': 'en-GB'}",
  },
  // POST /search
  {
    name: 'search: blank text',
    method: 'POST',
    url: '/search',
    body: { language: 'en-GB', text: '  ' },
    field: 'body.text',
  },
  {
    name: 'search: 10k text',
    method: 'POST',
    url: '/search',
    body: { language: 'en-GB', text: LONG },
    field: 'body.text',
  },
  {
    name: 'search: text a number',
    method: 'POST',
    url: '/search',
    body: { language: 'en-GB', text: 7 },
    field: 'body.text',
  },
  {
    name: 'search: language en',
    method: 'POST',
    url: '/search',
    body: { language: 'en', text: 'AURA' },
    field: 'body.language',
  },
  { name: 'search: malformed JSON', method: 'POST', url: '/search', rawBody: 'text=AURA' },
  // GET /products/search
  {
    name: 'products/search: no query',
    method: 'GET',
    url: '/products/search',
    field: 'querystring.query',
  },
  {
    name: 'products/search: blank query',
    method: 'GET',
    url: '/products/search?query=%20%20',
    field: 'querystring.query',
  },
  {
    name: 'products/search: 10k query',
    method: 'GET',
    url: `/products/search?query=${LONG}`,
    field: 'querystring.query',
  },
  {
    name: 'products/search: size 0',
    method: 'GET',
    url: '/products/search?query=aura&size=0',
    field: 'querystring.size',
  },
  {
    name: 'products/search: size text',
    method: 'GET',
    url: '/products/search?query=aura&size=lots',
    field: 'querystring.size',
  },
  {
    name: 'products/search: negative size',
    method: 'GET',
    url: '/products/search?query=aura&size=-40',
    field: 'querystring.size',
  },
  {
    name: 'products/search: country 0',
    method: 'GET',
    url: '/products/search?query=aura&country=0',
    field: 'querystring.country',
  },
  {
    name: 'products/search: repeated query',
    method: 'GET',
    url: '/products/search?query=a&query=b',
    field: 'querystring.query',
  },
  {
    name: 'products/search: bad language',
    method: 'GET',
    url: '/products/search?query=aura&language=xx',
    field: 'querystring.language',
  },
  {
    name: 'products/search: 600-char Accept-Language',
    method: 'GET',
    url: '/products/search?query=aura',
    headers: { 'accept-language': 'fr,'.repeat(200) },
    field: 'headers.accept-language',
  },
  // GET /products/autocomplete
  {
    name: 'autocomplete: no query',
    method: 'GET',
    url: '/products/autocomplete',
    field: 'querystring.query',
  },
  {
    name: 'autocomplete: 10k query',
    method: 'GET',
    url: `/products/autocomplete?query=${LONG}`,
    field: 'querystring.query',
  },
  {
    name: 'autocomplete: size 21',
    method: 'GET',
    url: '/products/autocomplete?query=d&size=21',
    field: 'querystring.size',
  },
  {
    name: 'autocomplete: country 6',
    method: 'GET',
    url: '/products/autocomplete?query=d&country=6',
    field: 'querystring.country',
  },
  // GET /product/part-number
  {
    name: 'part-number: missing',
    method: 'GET',
    url: '/product/part-number',
    field: 'querystring.partNumber',
  },
  {
    name: 'part-number: 10k',
    method: 'GET',
    url: `/product/part-number?partNumber=${LONG}`,
    field: 'querystring.partNumber',
  },
  {
    name: 'part-number: country -1',
    method: 'GET',
    url: '/product/part-number?partNumber=X&country=-1',
    field: 'querystring.country',
  },
  // GET /product/{tradeProductId}
  {
    name: 'trade product: not a number',
    method: 'GET',
    url: '/product/abc',
    field: 'params.tradeProductId',
  },
  {
    name: 'trade product: negative',
    method: 'GET',
    url: '/product/-5',
    field: 'params.tradeProductId',
  },
  {
    name: 'trade product: too large',
    method: 'GET',
    url: '/product/99999999999999999999',
    field: 'params.tradeProductId',
  },
  {
    name: 'trade product: bad language',
    method: 'GET',
    url: '/product/500001?language=de',
    field: 'querystring.language',
  },
  // GET /products/similar-products
  {
    name: 'similar: no query',
    method: 'GET',
    url: '/products/similar-products',
    field: 'querystring.query',
  },
  {
    name: 'similar: 10k query',
    method: 'GET',
    url: `/products/similar-products?query=${LONG}`,
    field: 'querystring.query',
  },
  {
    name: 'similar: size 0',
    method: 'GET',
    url: '/products/similar-products?query=AURA&size=0',
    field: 'querystring.size',
  },
  {
    name: 'similar: 65-char similarTo',
    method: 'GET',
    url: `/products/similar-products?similarTo=${'A'.repeat(65)}`,
    field: 'querystring.similarTo',
  },
  {
    name: 'similar: NUL similarTo',
    method: 'GET',
    url: '/products/similar-products?similarTo=%00',
    field: 'querystring.similarTo',
  },
  // GET /category/translated-category/{slug}
  {
    name: 'translated category: 250-char slug',
    method: 'GET',
    url: `/category/translated-category/${'a'.repeat(250)}`,
    field: 'params.slug',
  },
  {
    name: 'translated category: huge header',
    method: 'GET',
    url: '/category/translated-category/downlights',
    headers: { 'accept-language': LONG },
    field: 'headers.accept-language',
  },
];

describe('bad input', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s → 400', async (_name, c) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: {
        ...(c.rawBody !== undefined || c.body !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...c.headers,
      },
      ...(c.rawBody !== undefined
        ? { payload: c.rawBody }
        : c.body !== undefined
          ? { payload: JSON.stringify(c.body) }
          : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    if (c.field) {
      expect(
        body.issues.map((i: { field: string }) => i.field),
        res.body,
      ).toContain(c.field);
      expect(body.message).toContain(c.field);
    } else {
      expect(body.message).toBe('Malformed JSON body');
    }
  });

  it('rejects a body that is not JSON', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/search',
      headers: { 'content-type': 'text/plain' },
      payload: 'AURA',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().issues[0].field).toBe('body');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/search',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('rejects control characters in text', async () => {
    for (const url of [
      '/products/similar-products?query=%00',
      '/products/search?query=a%07b',
      '/product/part-number?partNumber=%1F',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    const body = await t.app.inject({
      method: 'POST',
      url: '/products/listing',
      payload: { mainCategory: 'downlights', filters: { CCT: ['a\u0000'] } },
    });
    expect(body.json().issues[0].field).toBe('body.filters.CCT.0');
  });

  it('rejects an over-long path segment without routing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/category/translated-category/${LONG}` });
    expect([400, 404, 414]).toContain(res.statusCode);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/products/nope'],
    ['GET', '/products/listing'],
    ['POST', '/product/part-number'],
    ['DELETE', '/product/500001'],
    ['GET', '/thumb/10001'],
    ['GET', '/chapters/tree/extra'],
  ] as const)('%s %s → 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('odd but valid input', () => {
  it.each([
    '/products/search?query=%F0%9F%92%A1%20lamp',
    `/products/search?query=${encodeURIComponent("' OR 1=1; DROP TABLE products; --")}`,
    `/products/search?query=${encodeURIComponent('&|!:*()<->')}`,
    `/products/search?query=${encodeURIComponent('%_\\')}&size=100`,
    `/products/search?query=${'é'.repeat(200)}`,
    '/products/autocomplete?query=%5C',
    `/products/autocomplete?query=${encodeURIComponent('__%%')}&size=20`,
    `/product/part-number?partNumber=${encodeURIComponent('--')}`,
    '/products/similar-products?query=%E2%80%AE',
    '/category/translated-category/%C3%A9',
    '/chapters/tree?unused=1',
  ])('%s answers without a server error', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('lists with every facet filtered by values nobody has', async () => {
    const filters = Object.fromEntries(
      [
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
      ].map((n) => [n, ["'; SELECT 1; --", 'NA']]),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/products/listing',
      payload: { mainCategory: 'downlights', filters, page: 10_000, size: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.totalElements).toBe(0);
  });

  it('still serves after all of the above', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
