import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { loadEntryPage } from '#src/features/golden-ticket/api/load-entry-page.server.ts';
import { GOLDEN_TICKET_COPY } from '#src/features/golden-ticket/copy.ts';
import { promotionPageMeta } from '#src/lib/promotion-meta.server.ts';

/** /goldenticket (spec §2.1): the entry form and the current run's dates and prizes. */
export async function loadGoldenTicket(scope: RequestScope) {
  const page = await loadEntryPage();
  return {
    ...page,
    meta: promotionPageMeta(scope, {
      title: GOLDEN_TICKET_COPY.title,
      description: GOLDEN_TICKET_COPY.description,
      path: paths.campaigns.goldenTicket.entry.getHref(),
    }),
  };
}
