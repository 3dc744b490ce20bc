import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoldenTicketWinnersSchema } from '@lumen/validation';
import {
  goldenEntries,
  goldenSerials,
  promotionDrawWinners,
  winningMoments,
} from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { publicWinnerName } from './find-golden-ticket-winners.ts';
import { createGoldenRun } from './testing/golden-runs.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const winners = (query = '') =>
  t.app.inject({ method: 'GET', url: `/promotions/golden-ticket/winners${query}` });

/** Stores an entry for each serial, entered on the given UTC instant. */
async function entries(
  promotionId: number,
  people: { serial: string; first: string; last: string; at: string }[],
) {
  return t.db.orm
    .insert(goldenEntries)
    .values(
      people.map((p) => ({
        promotionId,
        serial: p.serial,
        firstName: p.first,
        lastName: p.last,
        email: `${p.first.toLowerCase()}@secret-address.example`,
        marketingConsentAt: new Date(p.at),
        createdAt: new Date(p.at),
      })),
    )
    .returning({ id: goldenEntries.id });
}

describe('publicWinnerName', () => {
  it('is the first name and the surname’s initial', () => {
    expect(publicWinnerName('Siobhán', 'Murphy')).toBe('Siobhán M.');
    expect(publicWinnerName('Zoë', 'ó Briain')).toBe('Zoë Ó.');
    expect(publicWinnerName(' Aoife ', "  O'Neill")).toBe('Aoife O.');
  });
});

describe('GET /promotions/golden-ticket/winners', () => {
  it('answers 404 while no run has winners', async () => {
    await createGoldenRun(t.db.orm);
    const res = await winners();
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No Golden Ticket winners have been published yet.');
  });

  it('lists each prize’s winners by date, with first name and initial only', async () => {
    const { promotion, serials } = await createGoldenRun(t.db.orm);
    const [a, b, c, d] = await entries(promotion.id, [
      { serial: serials[0]!, first: 'Siobhán', last: 'Murphy', at: '2024-09-03T10:00:00Z' },
      // 23:30 UTC on 1 September is already 2 September in London (BST).
      { serial: serials[1]!, first: 'Zoë', last: 'Kavanagh', at: '2024-09-01T23:30:00Z' },
      { serial: serials[2]!, first: 'Gareth', last: 'Llewellyn', at: '2024-09-05T12:00:00Z' },
      { serial: serials[3]!, first: 'Niamh', last: 'Ó Súilleabháin', at: '2024-09-06T12:00:00Z' },
    ]);
    await t.db.orm.update(goldenSerials).set({ usedAt: new Date('2024-09-06T12:00:00Z') });
    await t.db.orm.insert(winningMoments).values([
      {
        promotionId: promotion.id,
        at: new Date('2024-09-03T09:00:00Z'),
        value: 25,
        entryId: a!.id,
      },
      {
        promotionId: promotion.id,
        at: new Date('2024-09-01T23:00:00Z'),
        value: 25,
        entryId: b!.id,
      },
      // Unclaimed moments are nobody's win.
      { promotionId: promotion.id, at: new Date('2024-09-04T09:00:00Z'), value: 25 },
    ]);
    await t.db.orm.insert(promotionDrawWinners).values([
      {
        promotionId: promotion.id,
        draw: 'weekly',
        entryId: c!.id,
        drawnAt: new Date('2024-10-08T12:00:00Z'),
        reward: 100,
      },
      {
        promotionId: promotion.id,
        draw: 'weekly',
        entryId: a!.id,
        drawnAt: new Date('2024-09-10T12:00:00Z'),
        reward: 100,
      },
      {
        promotionId: promotion.id,
        draw: 'monthly',
        entryId: d!.id,
        drawnAt: new Date('2024-09-24T12:00:00Z'),
        reward: 500,
      },
      {
        promotionId: promotion.id,
        draw: 'stared',
        entryId: c!.id,
        drawnAt: new Date('2024-12-17T12:00:00Z'),
        reward: 2500,
      },
    ]);
    // A later run without winners is not the default.
    await createGoldenRun(t.db.orm);

    const res = await winners();
    expect(res.statusCode).toBe(200);
    const body = GoldenTicketWinnersSchema.parse(res.json());
    const shape = (rows: typeof body.instant) => rows.map(({ id: _id, ...r }) => r);
    expect(body.promotion).toBe(promotion.slug);
    expect(shape(body.instant)).toEqual([
      { winnerName: 'Zoë K.', date: '2024-09-02', reward: 25 },
      { winnerName: 'Siobhán M.', date: '2024-09-03', reward: 25 },
    ]);
    expect(shape(body.weekly)).toEqual([
      { winnerName: 'Siobhán M.', date: '2024-09-10', reward: 100 },
      { winnerName: 'Gareth L.', date: '2024-10-08', reward: 100 },
    ]);
    expect(shape(body.monthly)).toEqual([
      { winnerName: 'Niamh Ó.', date: '2024-09-24', reward: 500 },
    ]);
    expect(shape(body.star)).toEqual([
      { winnerName: 'Gareth L.', date: '2024-12-17', reward: 2500 },
    ]);
    // Privacy: no surname and no address anywhere in the answer.
    for (const secret of ['Murphy', 'Kavanagh', 'Llewellyn', 'Súilleabháin', '@'])
      expect(res.body).not.toContain(secret);

    expect((await winners(`?promotion=${promotion.slug}`)).json().promotion).toBe(promotion.slug);
  });

  it('answers 404 for an unknown run and 400 for a malformed slug', async () => {
    expect((await winners('?promotion=no-such-run')).statusCode).toBe(404);
    expect((await winners('?promotion=Not%20A%20Slug')).statusCode).toBe(400);
  });
});
