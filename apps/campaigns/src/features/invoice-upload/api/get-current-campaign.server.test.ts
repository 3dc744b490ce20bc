import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_CAMPAIGN_PATH, loadCampaignAvailability } from './get-current-campaign.server.ts';

const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

const campaign = {
  slug: 'invoice-upload-2026',
  opensAt: '2026-11-11T00:00:00.000Z',
  closesAt: '2027-01-24T00:00:00.000Z',
};

describe('loadCampaignAvailability', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says open, with the closing instant, when the API names an open competition', async () => {
    const fetch = answer(200, { ...campaign, open: true });
    vi.stubGlobal('fetch', fetch);
    expect(await loadCampaignAvailability()).toEqual({
      state: 'open',
      closesAt: campaign.closesAt,
    });
    expect(new URL(String(fetch.mock.calls[0]?.[0])).pathname).toBe(CURRENT_CAMPAIGN_PATH);
  });

  it('says closed when the last one has closed or none has opened (404)', async () => {
    vi.stubGlobal('fetch', answer(200, { ...campaign, open: false }));
    expect(await loadCampaignAvailability()).toEqual({ state: 'closed' });
    vi.stubGlobal('fetch', answer(404, { statusCode: 404, error: 'Not Found', message: 'x' }));
    expect(await loadCampaignAvailability()).toEqual({ state: 'closed' });
  });

  it('says unknown when the API is down or answers something else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    expect(await loadCampaignAvailability()).toEqual({ state: 'unknown' });
    vi.stubGlobal('fetch', answer(200, { open: 'yes' }));
    expect(await loadCampaignAvailability()).toEqual({ state: 'unknown' });
  });
});
