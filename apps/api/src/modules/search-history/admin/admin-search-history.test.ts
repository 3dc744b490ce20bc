import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchHistory } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  sessionCookieFor,
  staffExport,
  staffGet,
} from '#src/testing/staff.ts';
import { searchHistoryCsv } from './export-search-history.ts';

/*
 * The staff search statistics on a real, migrated database (PGlite, or the server with
 * TEST_DATABASE_URL): paging, the UTC day and platform filters, the CSV export and the two
 * term reports.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let marketing: string;

type Seeded = {
  id: number;
  createdAt: string;
  country: number;
  platform: 'WEB' | 'APP';
  productSearchQuery: string;
  resultCount: number | null;
};
const seeded: Seeded[] = [];

async function addSearch(
  createdAt: string,
  productSearchQuery: string,
  fields: Partial<Omit<Seeded, 'id' | 'createdAt' | 'productSearchQuery'>> = {},
) {
  const values = {
    country: 1,
    platform: 'WEB' as const,
    resultCount: 5,
    ...fields,
    productSearchQuery,
  };
  const [row] = await t.db.orm
    .insert(searchHistory)
    .values({ ...values, createdAt: new Date(createdAt) })
    .returning({ id: searchHistory.id });
  seeded.push({ id: row!.id, createdAt, ...values });
}

const FILLER_TERMS = ['Aura', 'aura', 'fire rated', 'Fire Rated ', 'panneau LED', 'projecteur'];

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  // 120 fillers, one an hour from 2026-01-01T00:30Z: WEB and APP in turn, countries 1 to 5,
  // every seventh finding nothing and every eleventh recorded before counts were sent.
  for (let i = 0; i < 120; i++)
    await addSearch(new Date(Date.UTC(2026, 0, 1, i, 30)).toISOString(), FILLER_TERMS[i % 6]!, {
      platform: i % 2 ? 'APP' : 'WEB',
      country: (i % 5) + 1,
      resultCount: i % 11 === 0 ? null : i % 7 === 0 ? 0 : i,
    });
  await addSearch('2026-03-01T23:59:59.999Z', 'Éclairage extérieur', {
    country: 3,
    resultCount: 12,
  });
  await addSearch('2026-03-02T00:00:00.000Z', 'ÉCLAIRAGE EXTÉRIEUR ', {
    country: 3,
    platform: 'APP',
    resultCount: 0,
  });
  await addSearch('2026-03-03T10:00:00.000Z', '=cmd|\' /C calc\'!A0, "x"', {
    country: 2,
    resultCount: 0,
  });
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => staffGet(t.app, url, cookie);
const exportCsv = (url: string, cookie = admin, origin?: string) =>
  staffExport(t.app, url, cookie, origin);

const newestFirst = (rows = seeded) =>
  [...rows].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1,
  );

describe('GET /admin/search-history', () => {
  it('pages 50 at a time from page 0, newest first, with spec §3 fields, country name and count', async () => {
    const first = await get('/admin/search-history');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body.totalElements).toBe(123);
    expect(body.content.map((r: { id: number }) => r.id)).toEqual(
      newestFirst()
        .slice(0, 50)
        .map((s) => s.id),
    );
    expect(body.content[1]).toEqual({
      id: seeded[121]!.id,
      createdAt: '2026-03-02T00:00:00.000Z',
      country: 3,
      countryName: 'France',
      platform: 'APP',
      productSearchQuery: 'ÉCLAIRAGE EXTÉRIEUR ',
      resultCount: 0,
    });
    expect((await get('/admin/search-history?page=2&size=50')).json().content).toHaveLength(23);
    expect((await get('/admin/search-history?page=3')).json()).toEqual({
      content: [],
      totalElements: 123,
    });
    const countries = (await get('/admin/search-history?page=1&size=5')).json().content;
    expect(countries.map((r: { countryName: string }) => r.countryName)).toEqual(
      newestFirst()
        .slice(5, 10)
        .map(
          (s) =>
            ({
              1: 'UK & Ireland',
              2: 'Australia',
              3: 'France',
              4: 'New Zealand',
              5: 'UK & Ireland',
            })[s.country],
        ),
    );
    expect(body.content.some((r: { resultCount: null }) => r.resultCount === null)).toBe(true);
  });

  it('filters by UTC days, the end day included, and by platform', async () => {
    const day = (await get('/admin/search-history?startDate=2026-03-01&endDate=2026-03-01')).json();
    expect(day.content.map((r: { productSearchQuery: string }) => r.productSearchQuery)).toEqual([
      'Éclairage extérieur',
    ]);
    expect((await get('/admin/search-history?startDate=2026-03-02')).json().totalElements).toBe(2);
    expect((await get('/admin/search-history?endDate=2026-01-01')).json().totalElements).toBe(24);

    const app = (await get('/admin/search-history?platform=APP&size=100')).json();
    expect(app.totalElements).toBe(61);
    expect(app.content.every((r: { platform: string }) => r.platform === 'APP')).toBe(true);
    expect((await get('/admin/search-history?platform=WEB')).json().totalElements).toBe(62);
    expect((await get('/admin/search-history?platform=')).json().totalElements).toBe(123);
    const both = await get('/admin/search-history?platform=APP&startDate=2026-03-02');
    expect(both.json().content.map((r: { id: number }) => r.id)).toEqual([seeded[121]!.id]);
  });

  it.each([
    ['page=-1', 'querystring.page', 'admin.error.page'],
    ['page=1000000000', 'querystring.page', 'admin.error.page'],
    ['size=0', 'querystring.size', 'admin.error.size'],
    ['size=1000000', 'querystring.size', 'admin.error.size'],
    ['startDate=2026-03-02&endDate=2026-03-01', 'querystring.endDate', 'admin.error.dateRange'],
    ['endDate=2999-01-01', 'querystring.endDate', 'admin.error.futureDate'],
    ['startDate=01/03/2026', 'querystring.startDate', 'admin.error.date'],
    ['platform=IOS', 'querystring.platform', 'admin.error.platform'],
    ['platform=web', 'querystring.platform', 'admin.error.platform'],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    for (const path of ['', '/top-terms', '/zero-result-terms']) {
      const res = await get(`/admin/search-history${path}?${query}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().issues, path).toEqual([{ field, message }]);
    }
  });

  it('answers 401 without a session and 403 to a role without the search statistics card', async () => {
    for (const path of ['', '/top-terms', '/zero-result-terms']) {
      const url = `/admin/search-history${path}`;
      expect((await get(url, '')).statusCode, url).toBe(401);
      expect((await get(url, marketing)).statusCode, url).toBe(403);
    }
    expect((await exportCsv('/admin/search-history/export', '')).statusCode).toBe(401);
    expect((await exportCsv('/admin/search-history/export', marketing)).statusCode).toBe(403);
  });
});

describe('POST /admin/search-history/export', () => {
  const lines = (csv: string) => csv.slice(1).split('\r\n').filter(Boolean);

  it('writes every filtered row as CSV: BOM, header, country names, neutralised formulas; audited', async () => {
    const res = await exportCsv('/admin/search-history/export?startDate=2026-03-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Search Statistics.csv"');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(res.body).toBe(
      '\uFEFFDate,Country,Platform,Search Term\r\n' +
        `2026-03-03 10:00:00,Australia,WEB,"'=cmd|' /C calc'!A0, ""x"""\r\n` +
        '2026-03-02 00:00:00,France,APP,ÉCLAIRAGE EXTÉRIEUR \r\n' +
        '2026-03-01 23:59:59,France,WEB,Éclairage extérieur\r\n',
    );

    const log = await t.db.query<{ action: string; details: object; target_type: string }>(
      `SELECT action, details, target_type FROM audit_log
        WHERE action = 'search-statistics.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(log[0]).toEqual({
      action: 'search-statistics.export',
      target_type: 'search-history',
      details: { rows: 3, filter: { startDate: '2026-03-01' } },
    });
  });

  it('exports the whole list, not one page, and one platform within dates', async () => {
    const all = lines((await exportCsv('/admin/search-history/export')).body);
    expect(all).toHaveLength(124);
    const app = lines(
      (await exportCsv('/admin/search-history/export?platform=APP&endDate=2026-01-02')).body,
    );
    expect(app.slice(1).every((l) => l.split(',')[2] === 'APP')).toBe(true);
    expect(app).toHaveLength(
      1 + seeded.filter((s) => s.platform === 'APP' && s.createdAt < '2026-01-03').length,
    );
  });

  it('reads keyset pages without losing or repeating a row, even within one microsecond', async () => {
    await addSearch('2026-01-01T05:30:00.000Z', 'same instant');
    await addSearch('2026-01-01T05:30:00.000Z', 'same instant again');
    let csv = '';
    for await (const chunk of searchHistoryCsv(t.db.orm, {}, 7)) csv += chunk;
    const terms = lines(csv)
      .slice(1)
      .map((l) => l.split(',').slice(3).join(','));
    expect(terms).toHaveLength(seeded.length);
    expect(terms).toEqual(
      newestFirst().map((s) =>
        s.productSearchQuery.startsWith('=') ? terms[0] : s.productSearchQuery,
      ),
    );
    await t.db.query(`DELETE FROM search_history WHERE product_search_query LIKE 'same instant%'`);
    seeded.splice(-2);
  });

  it('is no GET or HEAD, and refuses another origin, exporting and recording nothing', async () => {
    const count = async () =>
      (await t.db.query(`SELECT id FROM audit_log WHERE action = 'search-statistics.export'`))
        .length;
    const before = await count();
    for (const method of ['GET', 'HEAD'] as const)
      expect(
        (await staffGet(t.app, '/admin/search-history/export', admin, method)).statusCode,
      ).toBe(404);
    for (const origin of ['http://localhost:3000', ''])
      expect((await exportCsv('/admin/search-history/export', admin, origin)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const res = await exportCsv(
      '/admin/search-history/export?startDate=2026-03-02&endDate=2026-03-01',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'querystring.endDate', message: 'admin.error.dateRange' },
    ]);
    expect((await exportCsv('/admin/search-history/export?platform=ALL')).statusCode).toBe(400);
    expect((await exportCsv('/admin/search-history/export?page=0')).statusCode).toBe(400);
  });
});

/** The reports' answer computed from what was inserted, the way the SQL groups it. */
function expectedTerms(rows: Seeded[], zeroOnly: boolean) {
  const groups = new Map<string, { searches: number; last: string; zero: number }>();
  for (const r of rows) {
    if (zeroOnly && r.resultCount !== 0) continue;
    const term = r.productSearchQuery.normalize('NFC').trim().toLowerCase();
    const g = groups.get(term) ?? { searches: 0, last: '', zero: 0 };
    g.searches++;
    if (r.createdAt > g.last) g.last = r.createdAt;
    if (r.resultCount === 0) g.zero++;
    groups.set(term, g);
  }
  return [...groups]
    .map(([term, g]) => ({
      term,
      searches: g.searches,
      lastSearchedAt: g.last,
      ...(zeroOnly ? {} : { zeroResultSearches: g.zero }),
    }))
    .sort((a, b) =>
      a.searches !== b.searches
        ? b.searches - a.searches
        : a.lastSearchedAt !== b.lastSearchedAt
          ? a.lastSearchedAt < b.lastSearchedAt
            ? 1
            : -1
          : a.term < b.term
            ? -1
            : 1,
    );
}

describe('GET /admin/search-history/top-terms', () => {
  it('groups terms by case and surrounding spaces, most searched first, with their last search', async () => {
    const res = await get('/admin/search-history/top-terms');
    expect(res.statusCode, res.body).toBe(200);
    const expected = expectedTerms(seeded, false);
    expect(res.json()).toEqual({ content: expected, totalElements: expected.length });
    // 'Fire Rated ' and 'fire rated', 'Aura' and 'aura': 40 each; the later one first.
    expect(res.json().content.slice(0, 2)).toEqual([
      expect.objectContaining({ term: 'fire rated', searches: 40 }),
      {
        term: 'aura',
        searches: 40,
        lastSearchedAt: '2026-01-05T19:30:00.000Z',
        zeroResultSearches: expected[1]!.zeroResultSearches,
      },
    ]);
    expect(res.json().content).toContainEqual({
      term: 'éclairage extérieur',
      searches: 2,
      lastSearchedAt: '2026-03-02T00:00:00.000Z',
      zeroResultSearches: 1,
    });
  });

  it('pages the terms and takes the date and platform filters', async () => {
    const all = expectedTerms(seeded, false);
    const second = (await get('/admin/search-history/top-terms?page=1&size=2')).json();
    expect(second).toEqual({ content: all.slice(2, 4), totalElements: all.length });
    const march = (
      await get('/admin/search-history/top-terms?startDate=2026-03-01&platform=WEB')
    ).json();
    expect(march).toEqual({
      content: expectedTerms(
        seeded.filter((s) => s.createdAt >= '2026-03-01' && s.platform === 'WEB'),
        false,
      ),
      totalElements: 2,
    });
  });
});

describe('GET /admin/search-history/zero-result-terms', () => {
  it('counts only searches that found nothing, never those whose count is unknown', async () => {
    const res = await get('/admin/search-history/zero-result-terms');
    expect(res.statusCode, res.body).toBe(200);
    const expected = expectedTerms(seeded, true);
    expect(res.json()).toEqual({ content: expected, totalElements: expected.length });
    expect(res.json().content).toContainEqual({
      term: 'éclairage extérieur',
      searches: 1,
      lastSearchedAt: '2026-03-02T00:00:00.000Z',
    });
    // i = 0 and 77 found nothing by the 7 rule but were recorded without a count (11 rule).
    const zeroFillers = seeded.filter((s) => s.resultCount === 0).length;
    expect(expected.reduce((n, r) => n + r.searches, 0)).toBe(zeroFillers);
    const app = (
      await get('/admin/search-history/zero-result-terms?platform=APP&startDate=2026-03-01')
    ).json();
    expect(app.content.map((r: { term: string }) => r.term)).toEqual(['éclairage extérieur']);
  });
});
