import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASM_NAMES, ExpressLeaderboardSchema, type ExpressCountry } from '@lumen/validation';
import { expressCampaignEntries, expressContractorTimes } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // 120 contractors in the UK and 15 in Ireland, times 12:00.000 down to 3:08.000, where the
  // last one ties with the one before although it ran earlier in the month.
  for (let i = 0; i < 135; i++) {
    const country: ExpressCountry = i % 9 === 0 ? 'IRELAND' : 'UNITED KINGDOM';
    const [entry] = await t.db.orm
      .insert(expressCampaignEntries)
      .values({
        asmName: ASM_NAMES[i % ASM_NAMES.length]!,
        wholesaler: `Wholesaler ${i}`,
        startDate: i === 134 ? '2025-03-01' : `2025-03-${String((i % 28) + 1).padStart(2, '0')}`,
        country,
      })
      .returning({ id: expressCampaignEntries.id });
    await t.db.orm.insert(expressContractorTimes).values({
      entryId: entry!.id,
      contractor: `Contractor ${i}`,
      timeTakenMs: 720_000 - Math.min(i, 133) * 4_000,
    });
  }
});
afterAll(() => t.close());

const board = (query = '') =>
  t.app.inject({ method: 'GET', url: `/promotions/express-leaderboard${query}` });

describe('GET /promotions/express-leaderboard', () => {
  it('pages 50 at a time, fastest first, ties by start date, with only the row fields', async () => {
    const pages = [];
    for (const page of [0, 1, 2]) {
      const res = await board(`?page=${page}&size=50`);
      expect(res.statusCode).toBe(200);
      pages.push(ExpressLeaderboardSchema.parse(res.json()));
    }
    expect(pages.map((p) => p.content.length)).toEqual([50, 50, 35]);
    expect(pages.every((p) => p.totalElements === 135)).toBe(true);
    const rows = pages.flatMap((p) => p.content);
    const times = rows.map((r) => r.timeTaken);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.contractor)).size).toBe(135);
    // 3:08.000 twice: the earlier start date ranks first, whatever the insertion order.
    expect(rows.slice(0, 2).map((r) => [r.contractor, r.timeTaken, r.startDate])).toEqual([
      ['Contractor 134', 188_000, '2025-03-01'],
      ['Contractor 133', 188_000, '2025-03-22'],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['asmName', 'contractor', 'country', 'startDate', 'timeTaken', 'wholesaler'].sort(),
    );
  });

  it('filters by country, and defaults to page 0 of 50', async () => {
    const ie = ExpressLeaderboardSchema.parse((await board('?country=IRELAND')).json());
    expect(ie.totalElements).toBe(15);
    expect(ie.content.every((r) => r.country === 'IRELAND')).toBe(true);
    const uk = ExpressLeaderboardSchema.parse(
      (await board('?country=UNITED%20KINGDOM&page=2')).json(),
    );
    expect(uk.totalElements).toBe(120);
    expect(uk.content).toHaveLength(20);
  });

  it('refuses other page sizes, negative pages and unknown countries', async () => {
    for (const q of ['?size=20', '?page=-1', '?country=ALL', '?country=FRANCE'])
      expect((await board(q)).statusCode, q).toBe(400);
  });
});
