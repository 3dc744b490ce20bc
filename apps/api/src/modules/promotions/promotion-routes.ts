import type { FastifyPluginAsync } from 'fastify';
import { correctExpressEntryRoute } from './admin/correct-express-entry.ts';
import { createExpressEntryRoute } from './admin/create-express-entry.ts';
import { findAsmAccountsRoute } from './admin/find-asm-accounts.ts';
import { findExpressEntriesRoute } from './admin/find-express-entries.ts';
import { withdrawExpressEntryRoute } from './admin/withdraw-express-entry.ts';
import { createGoldenEntryRoute } from './create-golden-entry.ts';
import { findExpressLeaderboardRoute } from './find-express-leaderboard.ts';
import { findGoldenTicketWinnersRoute } from './find-golden-ticket-winners.ts';
import { getCurrentGoldenTicketRoute } from './get-current-golden-ticket.ts';
import { redeemInstantWinRoute } from './redeem-instant-win.ts';

/** The promotions API (campaigns spec §7; issue 11). */
export const promotionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getCurrentGoldenTicketRoute);
  await app.register(createGoldenEntryRoute);
  await app.register(redeemInstantWinRoute);
  await app.register(findGoldenTicketWinnersRoute);
  await app.register(findExpressLeaderboardRoute);
  // Staff only: listed in modules/auth/route-access.ts as the express-campaign card's.
  await app.register(createExpressEntryRoute);
  // Admins only (the express-entries card): the ASM picker, the entry list, its corrections.
  await app.register(findAsmAccountsRoute);
  await app.register(findExpressEntriesRoute);
  await app.register(correctExpressEntryRoute);
  await app.register(withdrawExpressEntryRoute);
};
