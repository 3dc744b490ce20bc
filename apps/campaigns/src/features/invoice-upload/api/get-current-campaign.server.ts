import { ApiUnavailableError, fetchApi } from '@lumen/site-shell/lib/fetch-api.server.ts';
import {
  InvoiceCampaignCurrentSchema,
  type InvoiceCampaignCurrent,
} from '@lumen/validation/invoice-upload';

export const CURRENT_CAMPAIGN_PATH = '/promotions/invoice-upload/current';

/**
 * Whether invoices can be sent: open, closed (the last competition has ended, or none has
 * opened yet) or unknown (the API could not say: the form still sends and the server decides).
 */
export type CampaignAvailability =
  { state: 'open'; closesAt: string } | { state: 'closed' } | { state: 'unknown' };

async function getCurrentCampaign(): Promise<InvoiceCampaignCurrent | null> {
  const res = await fetchApi(CURRENT_CAMPAIGN_PATH, { headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok)
    throw new ApiUnavailableError(`API answered ${res.status} for ${CURRENT_CAMPAIGN_PATH}`);
  const parsed = InvoiceCampaignCurrentSchema.safeParse(await res.json());
  if (!parsed.success)
    throw new ApiUnavailableError(`Unexpected answer from ${CURRENT_CAMPAIGN_PATH}`);
  return parsed.data;
}

/** The upload page's competition; an outage only loses the notice, never the page. */
export async function loadCampaignAvailability(): Promise<CampaignAvailability> {
  try {
    const campaign = await getCurrentCampaign();
    if (!campaign?.open) return { state: 'closed' };
    return { state: 'open', closesAt: campaign.closesAt };
  } catch (err) {
    console.error(`Invoice competition unavailable: ${(err as Error).message}`);
    return { state: 'unknown' };
  }
}
