import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { exportQuoteRequestsRoute } from './export-quote-requests.ts';
import { findQuoteRequestsRoute } from './find-quote-requests.ts';
import { getQuoteDocumentRoute } from './get-quote-document.ts';
import { searchQuoteRequestsRoute } from './search-quote-requests.ts';

/**
 * The staff quote list (issue 13 points 4–6; docs/decisions/030): the quotes card's routes,
 * listed in modules/auth/route-access.ts and guarded by plugins/auth.ts.
 */
export const adminQuoteRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  await app.register(findQuoteRequestsRoute);
  await app.register(searchQuoteRequestsRoute);
  await app.register(exportQuoteRequestsRoute);
  await app.register(getQuoteDocumentRoute, { storage });
};
