import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { loadEntryPage } from '#src/features/golden-ticket/api/load-entry-page.server.ts';
import { GOLDEN_TICKET_COPY } from '#src/features/golden-ticket/copy.ts';
import { formatLongDate, formatPrize } from '#src/features/golden-ticket/utils/format.ts';
import { promotionPageMeta } from '#src/lib/promotion-meta.server.ts';

/** The instant prize as the spec names it when the API cannot say (spec §9: vouchers of 25). */
const DEFAULT_VOUCHER = formatPrize(25, ['EUR', 'GBP']);

/**
 * /goldenticket/instantdraw: the draws' end date and the voucher from the current run. The
 * result itself is in the visitor's browser, so the page is kept out of search results.
 */
export async function loadInstantDraw(scope: RequestScope) {
  const { promotion } = await loadEntryPage();
  return {
    drawsEnd: formatLongDate(promotion?.drawsEndAt),
    voucher: promotion
      ? formatPrize(promotion.prizes.instant.value, promotion.prizes.currency)
      : DEFAULT_VOUCHER,
    meta: promotionPageMeta(scope, {
      title: GOLDEN_TICKET_COPY.instantDraw.title,
      description: GOLDEN_TICKET_COPY.instantDraw.description,
      path: paths.campaigns.goldenTicket.instantDraw.getHref(),
      noIndex: true,
    }),
  };
}
