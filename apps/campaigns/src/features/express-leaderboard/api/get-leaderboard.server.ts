import { ApiUnavailableError, fetchApi } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { ExpressLeaderboardSchema, type ExpressLeaderboard } from '@lumen/validation/promotions';
import { leaderboardQuery, type LeaderboardState } from '../utils/leaderboard.ts';

export const LEADERBOARD_PATH = '/promotions/express-leaderboard';

/** One page of the leaderboard; an unreachable API or a bad answer is ApiUnavailableError. */
export async function getLeaderboard(state: LeaderboardState): Promise<ExpressLeaderboard> {
  const path = `${LEADERBOARD_PATH}?${leaderboardQuery(state).toString()}`;
  const res = await fetchApi(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new ApiUnavailableError(`API answered ${res.status} for ${LEADERBOARD_PATH}`);
  const parsed = ExpressLeaderboardSchema.safeParse(await res.json());
  if (!parsed.success) throw new ApiUnavailableError(`Unexpected answer from ${LEADERBOARD_PATH}`);
  return parsed.data;
}
