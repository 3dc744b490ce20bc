import { ApiUnavailableError, fetchApi } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { GoldenTicketWinnersSchema, type GoldenTicketWinners } from '@lumen/validation/promotions';

export const WINNERS_PATH = '/promotions/golden-ticket/winners';

/** The published winners of the latest run; null when none are published (404). */
export async function getGoldenTicketWinners(): Promise<GoldenTicketWinners | null> {
  const res = await fetchApi(WINNERS_PATH, { headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new ApiUnavailableError(`API answered ${res.status} for ${WINNERS_PATH}`);
  const parsed = GoldenTicketWinnersSchema.safeParse(await res.json());
  if (!parsed.success) throw new ApiUnavailableError(`Unexpected answer from ${WINNERS_PATH}`);
  return parsed.data;
}
