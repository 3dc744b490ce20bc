import type { FastifyPluginAsync } from 'fastify';
import { exportSearchHistoryRoute } from './export-search-history.ts';
import { findSearchHistoryRoute } from './find-search-history.ts';
import { findTopSearchTermsRoute } from './find-top-search-terms.ts';
import { findZeroResultTermsRoute } from './find-zero-result-terms.ts';

/**
 * The staff search statistics (issue 13 point 4; docs/decisions/031): the search-statistics
 * card's routes, listed in modules/auth/route-access.ts and guarded by plugins/auth.ts.
 */
export const adminSearchHistoryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(findSearchHistoryRoute);
  await app.register(exportSearchHistoryRoute);
  await app.register(findTopSearchTermsRoute);
  await app.register(findZeroResultTermsRoute);
};
