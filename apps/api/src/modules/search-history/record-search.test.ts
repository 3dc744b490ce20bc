import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchHistoryEntrySchema } from '@lumen/validation';
import { searchHistory } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
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
      resultCount: null,
    });
    expect(entry.resultCount).toBeNull();
  });

  it('stores how many products the search found, zero included', async () => {
    for (const resultCount of [0, 37, 1_000_000]) {
      const res = await record({
        productSearchQuery: 'Éclairage',
        country: 3,
        platform: 'APP',
        resultCount,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = SearchHistoryEntrySchema.parse(res.json());
      expect(res.json().resultCount).toBe(resultCount);
      const [row] = await t.db.query<{ result_count: number }>(
        'SELECT result_count FROM search_history WHERE id = $1',
        [id],
      );
      expect(row?.result_count).toBe(resultCount);
    }
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
        { productSearchQuery: 'a', country: 1, platform: 'WEB', resultCount: -1 },
        'body.resultCount',
      ],
      [
        { productSearchQuery: 'a', country: 1, platform: 'WEB', resultCount: 1_000_001 },
        'body.resultCount',
      ],
      [
        { productSearchQuery: 'a', country: 1, platform: 'WEB', resultCount: 2.5 },
        'body.resultCount',
      ],
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
