import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchHistoryEntrySchema } from '@lumen/validation';
import { searchHistory } from '#src/db/schema.ts';
import { seedCatalogue } from '#src/modules/catalogue/seed/seed-catalogue.ts';
import { createTestApp } from '#src/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db, { size: 200 });
});
afterAll(() => t.close());

const record = (payload: unknown, remoteAddress = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/search-history',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /search-history', () => {
  it('records a search with the server time, the country, WEB and the trimmed query', async () => {
    const before = Date.now();
    const res = await record({ productSearchQuery: '  fire rated  ', country: 3, platform: 'WEB' });
    expect(res.statusCode, res.body).toBe(201);
    const entry = SearchHistoryEntrySchema.parse(res.json());
    expect(entry).toMatchObject({ country: 3, platform: 'WEB', productSearchQuery: 'fire rated' });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const rows = await t.db.orm.select().from(searchHistory);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: entry.id,
      country: 3,
      platform: 'WEB',
      productSearchQuery: 'fire rated',
      resultCount: entry.resultCount,
    });
    expect(entry.resultCount).toEqual(expect.any(Number));
  });

  /** What GET /products/search answers for the same search: the count the site showed. */
  const searchTotal = async (query: string, country: number, language: string) => {
    const qs = new URLSearchParams({ query, country: String(country), size: '1', language });
    const res = await t.app.inject({ method: 'GET', url: `/products/search?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().pagination.totalElements as number;
  };

  it('counts the results itself, as the search does in that country and language', async () => {
    const cases: [string, number, string][] = [
      ['downlight', 1, 'en-GB'],
      ['Éclairage', 3, 'fr-FR'],
      ['spot', 2, 'en-GB'],
      ['zzqqxxv', 1, 'en-GB'],
    ];
    const counts: number[] = [];
    for (const [productSearchQuery, country, language] of cases) {
      const expected = await searchTotal(productSearchQuery, country, language);
      const res = await record({ productSearchQuery, country, platform: 'APP', language });
      expect(res.statusCode, res.body).toBe(201);
      const { id, resultCount } = SearchHistoryEntrySchema.parse(res.json());
      expect(resultCount, productSearchQuery).toBe(expected);
      const [row] = await t.db.query<{ result_count: number }>(
        'SELECT result_count FROM search_history WHERE id = $1',
        [id],
      );
      expect(row?.result_count).toBe(expected);
      counts.push(expected);
    }
    // The catalogue finds some terms and not others: the counts are not all one value.
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts.at(-1)).toBe(0);
  });

  it('takes the language from Accept-Language when the body does not say it', async () => {
    const expected = await searchTotal('encastré', 3, 'fr-FR');
    // A word of the French catalogue only, so the language the count ran in shows.
    expect(expected).toBeGreaterThan(0);
    expect(await searchTotal('encastré', 3, 'en-GB')).not.toBe(expected);
    const res = await t.app.inject({
      method: 'POST',
      url: '/search-history',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { productSearchQuery: 'encastré', country: 3, platform: 'WEB' },
      remoteAddress: '203.0.113.2',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().resultCount).toBe(expected);
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_history'))[0]?.n;
    const n = await count();
    const cases: [unknown, string][] = [
      [{ productSearchQuery: '   ', country: 1, platform: 'WEB' }, 'body.productSearchQuery'],
      [
        { productSearchQuery: 'x'.repeat(201), country: 1, platform: 'WEB' },
        'body.productSearchQuery',
      ],
      [{ productSearchQuery: 'a', country: 7, platform: 'WEB' }, 'body.country'],
      [{ productSearchQuery: 'a', country: '1', platform: 'WEB' }, 'body.country'],
      [{ productSearchQuery: 'a', country: 1, platform: 'IOS' }, 'body.platform'],
      [{ productSearchQuery: 'a', country: 1 }, 'body.platform'],
      [
        { productSearchQuery: 'a\u202egnp', country: 1, platform: 'WEB' },
        'body.productSearchQuery',
      ],
      [{ productSearchQuery: 'a\u0085b', country: 1, platform: 'WEB' }, 'body.productSearchQuery'],
      [{ productSearchQuery: 'a\u001bb', country: 1, platform: 'WEB' }, 'body.productSearchQuery'],
      [{ productSearchQuery: 42, country: 1, platform: 'WEB' }, 'body.productSearchQuery'],
      [{ productSearchQuery: 'a', country: 1, platform: 'web' }, 'body.platform'],
      [
        { productSearchQuery: 'a', country: 1, platform: 'WEB', language: 'de-DE' },
        'body.language',
      ],
      [{ productSearchQuery: 'a', country: 1.5, platform: 'WEB' }, 'body.country'],
      // The count is the server's: a client that posts one is refused, whatever its value.
      [{ productSearchQuery: 'a', country: 1, platform: 'WEB', resultCount: 12 }, 'body'],
      [{ productSearchQuery: 'a', country: 1, platform: 'WEB', resultCount: 0 }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await record(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
    const unknown = await record({
      productSearchQuery: 'a',
      country: 1,
      platform: 'WEB',
      createdAt: '2000-01-01',
    });
    expect(unknown.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/search-history',
      headers: { 'content-type': 'application/json' },
      payload: '{"productSearchQuery": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await count()).toBe(n);
  });

  it('limits one address to 60 searches a minute, others unaffected', async () => {
    const body = { productSearchQuery: 'flood', country: 1, platform: 'WEB' };
    for (let i = 0; i < 60; i++) expect((await record(body, '198.51.100.7')).statusCode).toBe(201);
    const limited = await record(body, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await record(body, '198.51.100.8')).statusCode).toBe(201);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(
      doc.paths['/search-history'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['productSearchQuery', 'country', 'platform']));
  });
});
