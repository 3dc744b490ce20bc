import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { INVOICE_UPLOAD_COPY } from '#src/features/invoice-upload/copy.ts';
import { promotionPageMeta } from '#src/lib/promotion-meta.server.ts';

/** /upload-invoice (spec §2.4): the form posts from the browser, so only its meta is here. */
export function loadUploadInvoice(scope: RequestScope) {
  return {
    meta: promotionPageMeta(scope, {
      title: INVOICE_UPLOAD_COPY.upload.title,
      description: INVOICE_UPLOAD_COPY.upload.description,
      path: paths.campaigns.invoiceUpload.getHref(),
    }),
  };
}
