import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGoldenTicketWinners } from './get-winners.server.ts';
import { loadEntryPage } from './load-entry-page.server.ts';

/** GET /promotions/golden-ticket/current as the contract gives it (the 2024 run). */
const current = {
  slug: 'golden-ticket-2024',
  opensAt: '2024-09-01T00:00:00.000Z',
  closesAt: '2024-12-17T00:00:00.000Z',
  instantWinStartsAt: '2024-09-01T00:00:00.000Z',
  instantWinEndsAt: '2024-09-16T23:59:59.000Z',
  drawsEndAt: '2024-12-17T23:59:59.000Z',
  prizes: {
    instant: { count: 380, value: 25 },
    weekly: { count: 15, value: 100 },
    monthly: { count: 3, value: 500, dates: ['2024-09-24', '2024-10-22', '2024-11-19'] },
    star: { count: 1, value: 2500, date: '2024-12-17' },
    currency: ['EUR', 'GBP'],
  },
  open: true,
  instantWinOpen: false,
};

const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('loadEntryPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the current run from the API and says it is open', async () => {
    const fetch = answer(200, current);
    vi.stubGlobal('fetch', fetch);
    const page = await loadEntryPage();
    expect(page.availability).toBe('open');
    expect(page.promotion?.prizes.star.value).toBe(2500);
    expect(new URL(String(fetch.mock.calls[0]?.[0])).pathname).toBe(
      '/promotions/golden-ticket/current',
    );
  });

  it('is closed once the closing date has passed, and none before it opens', async () => {
    vi.stubGlobal('fetch', answer(200, { ...current, open: false }));
    expect((await loadEntryPage(new Date('2025-01-01T00:00:00Z'))).availability).toBe('closed');
    vi.stubGlobal('fetch', answer(200, { ...current, open: false }));
    expect((await loadEntryPage(new Date('2024-08-01T00:00:00Z'))).availability).toBe('none');
  });

  it('is none without a run (404) and unknown when the API fails or answers nonsense', async () => {
    vi.stubGlobal('fetch', answer(404, { statusCode: 404, error: 'Not Found' }));
    expect(await loadEntryPage()).toEqual({ promotion: null, availability: 'none' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await loadEntryPage()).availability).toBe('unknown');
    vi.stubGlobal('fetch', answer(200, { slug: 'x' }));
    expect((await loadEntryPage()).availability).toBe('unknown');
  });
});

describe('getGoldenTicketWinners', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses the four lists, and is null when none are published', async () => {
    const row = { id: 1, winnerName: 'Aoife B.', date: '2024-12-17', reward: 2500 };
    vi.stubGlobal(
      'fetch',
      answer(200, {
        promotion: 'golden-ticket-2024',
        star: [row],
        monthly: [],
        weekly: [],
        instant: [],
      }),
    );
    expect((await getGoldenTicketWinners())?.star).toEqual([row]);
    vi.stubGlobal('fetch', answer(404, { statusCode: 404, error: 'Not Found' }));
    expect(await getGoldenTicketWinners()).toBeNull();
  });
});
