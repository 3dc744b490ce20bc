import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { loadCampaignAvailability } from '#src/features/invoice-upload/api/get-current-campaign.server.ts';
import { INVOICE_UPLOAD_COPY } from '#src/features/invoice-upload/copy.ts';
import { promotionPageMeta } from '#src/lib/promotion-meta.server.ts';

/**
 * /upload-invoice (spec §2.4): whether the competition is open; the form posts from the
 * browser (decision 024).
 */
export async function loadUploadInvoice(scope: RequestScope) {
  return {
    availability: await loadCampaignAvailability(),
    meta: promotionPageMeta(scope, {
      title: INVOICE_UPLOAD_COPY.upload.title,
      description: INVOICE_UPLOAD_COPY.upload.description,
      path: paths.campaigns.invoiceUpload.getHref(),
    }),
  };
}
