import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { INVOICE_UPLOAD_COPY } from '#src/features/invoice-upload/copy.ts';
import { promotionPageMeta } from '#src/lib/promotion-meta.server.ts';

/** /world-cup (spec §2.4): fixed text, so only its meta comes from the server. */
export function loadWorldCup(scope: RequestScope) {
  return {
    meta: promotionPageMeta(scope, {
      title: INVOICE_UPLOAD_COPY.worldCup.title,
      description: INVOICE_UPLOAD_COPY.worldCup.description,
      path: paths.campaigns.worldCup.getHref(),
    }),
  };
}
