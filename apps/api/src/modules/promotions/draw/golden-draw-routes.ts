import type { FastifyPluginAsync } from 'fastify';
import { checkGoldenDrawRoute } from './check-golden-draw.ts';
import { drawGoldenWinnerRoute } from './draw-golden-winner.ts';
import { findGoldenCustomerRoute } from './find-golden-customer.ts';
import { findGoldenTicketsRoute } from './find-golden-tickets.ts';
import { freezeGoldenDrawRoute } from './freeze-golden-draw.ts';

/**
 * The golden ticket draw tool's calls (docs/decisions/033, 038). They sit under
 * /promotions as the spec names them but are staff only (they expose entrants): each is
 * listed in modules/auth/route-access.ts, which plugins/auth.ts enforces outside /admin too.
 */
export const goldenDrawRoutes: FastifyPluginAsync = async (app) => {
  await app.register(findGoldenTicketsRoute);
  await app.register(freezeGoldenDrawRoute);
  await app.register(findGoldenCustomerRoute);
  await app.register(drawGoldenWinnerRoute);
  await app.register(checkGoldenDrawRoute);
};
