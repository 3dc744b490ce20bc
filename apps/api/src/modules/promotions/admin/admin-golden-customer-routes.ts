import type { FastifyPluginAsync } from 'fastify';
import { exportGoldenCustomersRoute } from './export-golden-customers.ts';
import { findGoldenCustomersRoute } from './find-golden-customers.ts';

/**
 * The staff list of golden ticket customers (issue 14 point 1): the card's routes, listed in
 * modules/auth/route-access.ts and guarded by plugins/auth.ts.
 */
export const adminGoldenCustomerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(findGoldenCustomersRoute);
  await app.register(exportGoldenCustomersRoute);
};
