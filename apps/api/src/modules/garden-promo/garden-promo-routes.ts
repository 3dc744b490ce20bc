import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { findGardenPromoEntriesRoute } from './find-garden-promo-entries.ts';
import { getGardenPromoDocumentRoute } from './get-garden-promo-document.ts';

/**
 * The garden promo card's routes (issue 14 point 4; decision 035), listed in
 * modules/auth/route-access.ts and guarded by plugins/auth.ts.
 */
export const gardenPromoRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  await app.register(findGardenPromoEntriesRoute);
  await app.register(getGardenPromoDocumentRoute, { storage });
};
