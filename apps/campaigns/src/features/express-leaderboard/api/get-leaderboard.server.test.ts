import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLeaderboard } from './get-leaderboard.server.ts';

const row = {
  contractor: 'Spark & Sons Electrical Contractors Ltd',
  timeTaken: 65_042,
  wholesaler: 'City Electrical Factors',
  country: 'IRELAND',
  asmName: 'Aidan Brennan',
  startDate: '2025-03-07',
};

describe('getLeaderboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the page (from 0), 50 rows and the country, and parses the answer', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ content: [row], totalElements: 51 })));
    vi.stubGlobal('fetch', fetch);
    const board = await getLeaderboard({ page: 2, country: 'IRELAND' });
    expect(board).toEqual({ content: [row], totalElements: 51 });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/promotions/express-leaderboard');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      size: '50',
      country: 'IRELAND',
    });
  });

  it('fails as an outage on an error status or an answer of another shape', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 404 })));
    await expect(getLeaderboard({ page: 1, country: undefined })).rejects.toThrow(/404/);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"content":1}')));
    await expect(getLeaderboard({ page: 1, country: undefined })).rejects.toThrow(/Unexpected/);
  });
});
