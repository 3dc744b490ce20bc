import { ApiUnavailableError, fetchApi } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { GoldenTicketCurrentSchema, type GoldenTicketCurrent } from '@lumen/validation/promotions';

export const CURRENT_PROMOTION_PATH = '/promotions/golden-ticket/current';

/**
 * The Golden Ticket run that is open now or last closed: its dates, prizes and whether entries
 * and instant wins are open. null when there is none (404). An unreachable API or an answer
 * that does not parse is ApiUnavailableError.
 */
export async function getCurrentGoldenTicket(): Promise<GoldenTicketCurrent | null> {
  const res = await fetchApi(CURRENT_PROMOTION_PATH, { headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok)
    throw new ApiUnavailableError(`API answered ${res.status} for ${CURRENT_PROMOTION_PATH}`);
  const parsed = GoldenTicketCurrentSchema.safeParse(await res.json());
  if (!parsed.success)
    throw new ApiUnavailableError(`Unexpected answer from ${CURRENT_PROMOTION_PATH}`);
  return parsed.data;
}
