import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { exportCampaignInvoicesRoute } from './export-campaign-invoices.ts';
import { findCampaignInvoicesRoute } from './find-campaign-invoices.ts';
import { getCampaignInvoiceFileRoutes } from './get-campaign-invoice-file.ts';

/**
 * The campaign invoices card (issue 14 point 7; decision 035): the documents entrants upload
 * on the public invoice page. The spec's path is under /loyalty; the routes are staff-only
 * all the same, listed in modules/auth/route-access.ts.
 */
export const campaignInvoiceRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  await app.register(findCampaignInvoicesRoute);
  await app.register(exportCampaignInvoicesRoute);
  await app.register(getCampaignInvoiceFileRoutes, { storage });
};
