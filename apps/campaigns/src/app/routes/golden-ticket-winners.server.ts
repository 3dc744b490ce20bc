import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { getGoldenTicketWinners } from '#src/features/golden-ticket/api/get-winners.server.ts';
import { GOLDEN_TICKET_COPY } from '#src/features/golden-ticket/copy.ts';
import { promotionPageMeta } from '#src/lib/promotion-meta.server.ts';

/**
 * /goldenticket/winners. An unreachable API leaves the page up with a message (spec §8: load
 * failures show nothing worse), rather than the 500 page.
 */
export async function loadWinners(scope: RequestScope) {
  let winners = null;
  let isUnavailable = false;
  try {
    winners = await getGoldenTicketWinners();
  } catch (err) {
    console.error(`Golden Ticket winners unavailable: ${(err as Error).message}`);
    isUnavailable = true;
  }
  return {
    winners,
    isUnavailable,
    meta: promotionPageMeta(scope, {
      title: GOLDEN_TICKET_COPY.winners.title,
      description: GOLDEN_TICKET_COPY.winners.description,
      path: paths.campaigns.goldenTicket.winners.getHref(),
    }),
  };
}
