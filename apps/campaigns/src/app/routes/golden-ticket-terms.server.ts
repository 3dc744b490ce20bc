import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { GOLDEN_TICKET_COPY } from '#src/features/golden-ticket/copy.ts';
import { promotionPageMeta } from '#src/lib/promotion-meta.server.ts';

/**
 * Both terms addresses render the same page; the canonical link names
 * /goldenticket/terms-conditions, so the older one is not indexed twice.
 */
export function loadTerms(scope: RequestScope) {
  return {
    meta: promotionPageMeta(scope, {
      title: GOLDEN_TICKET_COPY.terms.title,
      description: GOLDEN_TICKET_COPY.terms.description,
      path: paths.campaigns.goldenTicket.terms.getHref(),
    }),
  };
}
