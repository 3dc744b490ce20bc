import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp } from '#src/testing/content-test-app.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

function issuesOf(res: Awaited<ReturnType<typeof t.gql>>) {
  return res.errors?.flatMap((e) => e.extensions?.issues ?? []) ?? [];
}

describe('content GraphQL bad input', () => {
  it('rejects an unknown locale, naming the argument, as a literal or a variable', async () => {
    const literal = await t.gql(`{ menus(locale: "en-US") { menuName } }`);
    expect(literal.data).toBeUndefined();
    expect(literal.errors?.[0]?.message).toContain(
      'locale must be one of en-GB, fr-FR, en-AU, en-NZ',
    );

    const variable = await t.gql(`query($l: Locale!) { footer(locale: $l) { supportHours } }`, {
      l: 'de-DE',
    });
    expect(variable.errors?.[0]?.message).toMatch(/\$l.*locale must be one of/);
    expect(variable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const wrongType = await t.gql(`query($l: Locale!) { footer(locale: $l) { supportHours } }`, {
      l: 42,
    });
    expect(wrongType.errors?.[0]?.message).toContain('locale must be one of');

    const missing = await t.gql(`{ countries { name } }`);
    expect(missing.errors?.[0]?.message).toMatch(/argument "locale"/);
  });

  it('echoes no more than the start of a long bad value', async () => {
    const long = 'x'.repeat(10_000);
    const res = await t.gql(`query($l: Locale!) { footer(locale: $l) { supportHours } }`, {
      l: long,
    });
    const message = res.errors?.[0]?.message ?? '';
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(message).toContain(`"${'x'.repeat(40)}…"`);
    expect(message.length).toBeLessThan(300);
  });

  it('rejects negative starts and huge or negative limits with the field named', async () => {
    const res = await t.gql(`{ newsUpdates(locale: "en-GB", start: -1, limit: 5000) { id } }`);
    expect(res.data?.newsUpdates ?? null).toBeNull();
    expect(issuesOf(res)).toEqual([
      { field: 'start', message: 'must be 0 or more' },
      { field: 'limit', message: 'must be at most 100' },
    ]);
    const home = await t.gql(`{ home(locale: "en-GB") { exploreRanges(limit: -3) { id } } }`);
    expect(issuesOf(home)).toEqual([{ field: 'limit', message: 'must be 0 or more' }]);
    const cases = await t.gql(`{ caseStudies(locale: "en-GB", start: 99999999) { id } }`);
    expect(issuesOf(cases)[0]?.field).toBe('start');
    // Beyond GraphQL's 32-bit Int: rejected by the type system itself.
    const huge = await t.gql(`{ howToVideos(locale: "en-GB", limit: 99999999999) { id } }`);
    expect(huge.errors?.[0]?.message).toMatch(/Int/);
  });

  it('rejects very long strings and malformed dates', async () => {
    const long = 'x'.repeat(10_000);
    const search = await t.gql(
      `query($s: String) { newsUpdates(locale: "en-GB", search: $s) { id } }`,
      { s: long },
    );
    expect(issuesOf(search)).toEqual([
      { field: 'search', message: 'must be at most 200 characters' },
    ]);
    const slug = await t.gql(
      `query($s: String) { mainCategories(locale: "en-GB", slug: $s) { id } }`,
      { s: long },
    );
    expect(issuesOf(slug)[0]?.field).toBe('slug');
    const skus = await t.gql(
      `query($s: [String!]) { howToVideos(locale: "en-GB", skus: $s) { id } }`,
      {
        s: Array.from({ length: 500 }, (_, i) => `SKU-${i}`),
      },
    );
    expect(issuesOf(skus)[0]?.field).toBe('skus');
    const date = await t.gql(`{ newsUpdates(locale: "en-GB", dateFrom: "2025-02-30") { id } }`);
    expect(issuesOf(date)).toEqual([
      { field: 'dateFrom', message: 'must be a real calendar date' },
    ]);
    const range = await t.gql(
      `{ newsUpdatesCount(locale: "en-GB", dateFrom: "2026-01-01", dateTo: "2025-01-01") }`,
    );
    expect(issuesOf(range)[0]).toEqual({ field: 'dateTo', message: 'must not be before dateFrom' });
    const country = await t.gql(`{ newsUpdates(locale: "en-GB", countryId: 9) { id } }`);
    expect(issuesOf(country)[0]?.field).toBe('countryId');
    const enumValue = await t.gql(`{ newsUpdates(locale: "en-GB", country: germany) { id } }`);
    expect(enumValue.errors?.[0]?.message).toMatch(/NewsCountry/);
  });

  it('treats search text literally (no SQL, no wildcards)', async () => {
    const res = await t.gql<{ newsUpdates: unknown[] }>(
      `{ newsUpdates(locale: "en-GB", search: "'; DROP TABLE content_documents; --") { id } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.newsUpdates).toEqual([]);
    const after = await t.gql<{ newsUpdatesCount: number }>(
      `{ newsUpdatesCount(locale: "en-GB") }`,
    );
    expect(after.data!.newsUpdatesCount).toBeGreaterThan(20);
  });

  it('answers malformed requests with errors and keeps serving', async () => {
    const syntax = await t.gql(`{ menus(locale: "en-GB") { `);
    expect(syntax.errors?.[0]?.message).toMatch(/Syntax Error/);
    const unknownField = await t.gql(`{ menus(locale: "en-GB") { password } }`);
    expect(unknownField.errors?.[0]?.message).toMatch(/Cannot query field "password"/);
    const json = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(json.statusCode).toBe(400);
    const ok = await t.gql<{ locales: string[] }>(`{ locales }`);
    expect(ok.data!.locales).toEqual(['en-GB', 'fr-FR', 'en-AU', 'en-NZ']);
  });

  it('caps how many store queries and aliases one request may use', async () => {
    const many = Array.from(
      { length: 31 },
      (_, i) => `n${i}: newsUpdates(locale: "en-GB", limit: 100) { id }`,
    );
    const res = await t.gql(`{ ${many.join(' ')} }`);
    expect(res.data).toBeUndefined();
    expect(res.errors?.map((e) => e.message)).toEqual([
      expect.stringMatching(/at most 15 aliases/),
      expect.stringMatching(/at most 30 content queries/),
    ]);
    const nested = Array.from({ length: 40 }, (_, i) => `h${i}: heroImages { id }`);
    const viaHome = await t.gql(`{ home(locale: "en-GB") { ${nested.join(' ')} } }`);
    expect(viaHome.errors?.map((e) => e.message)).toContainEqual(
      expect.stringMatching(/at most 30 content queries/),
    );
    const fine = await t.gql(`{ ${many.slice(0, 15).join(' ')} }`);
    expect(fine.errors).toBeUndefined();
  });

  it('treats explicit nulls as omitted arguments', async () => {
    const res = await t.gql<{ newsUpdates: unknown[] }>(
      `{ newsUpdates(locale: "en-GB", start: null, limit: null, search: null, sort: null) { id } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.newsUpdates).toHaveLength(6);
  });
});
