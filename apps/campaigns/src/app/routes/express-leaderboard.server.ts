import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getLeaderboard } from '#src/features/express-leaderboard/api/get-leaderboard.server.ts';
import { LEADERBOARD_COPY } from '#src/features/express-leaderboard/copy.ts';
import { parseLeaderboardState } from '#src/features/express-leaderboard/utils/leaderboard.ts';
import { promotionPageMeta } from '#src/lib/promotion-meta.server.ts';

/**
 * /express-leaderboard?page=&country=. A load failure leaves the filter and a message on the
 * page (spec §8 only logs it); other pages of the address are not indexed apart.
 */
export async function loadLeaderboard(scope: RequestScope, url: URL) {
  const state = parseLeaderboardState(url.searchParams);
  let board = null;
  try {
    board = await getLeaderboard(state);
  } catch (err) {
    console.error(`Express leaderboard unavailable: ${(err as Error).message}`);
  }
  return {
    state,
    board,
    meta: promotionPageMeta(scope, {
      title: LEADERBOARD_COPY.title,
      description: LEADERBOARD_COPY.description,
      path: paths.campaigns.expressLeaderboard.getHref(),
    }),
  };
}
