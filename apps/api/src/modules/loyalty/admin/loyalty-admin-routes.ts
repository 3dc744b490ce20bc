import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { decideClaimRoute } from './decide-claim.ts';
import { decideInvoiceRoute } from './decide-invoice.ts';
import { findClaimsRoutes } from './find-claims.ts';
import { findInvoicesRoutes } from './find-invoices.ts';
import { getInvoiceDocumentRoute } from './get-invoice-document.ts';
import { loyaltySettingsRoutes } from './loyalty-settings.ts';

/**
 * Loyalty invoice approvals, reward claims and their settings (issue 14 points 5 and 6;
 * docs/decisions/034): listed in modules/auth/route-access.ts and guarded by plugins/auth.ts.
 */
export const adminLoyaltyRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  await app.register(findInvoicesRoutes);
  await app.register(getInvoiceDocumentRoute, { storage });
  await app.register(decideInvoiceRoute);
  await app.register(findClaimsRoutes);
  await app.register(decideClaimRoute);
  await app.register(loyaltySettingsRoutes);
};
