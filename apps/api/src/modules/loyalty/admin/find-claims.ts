import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ApprovalQueueQuerySchema,
  RewardClaimPageSchema,
  type RewardClaimPage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { claimConditions, countClaims, selectClaimRows } from './claim-rows.ts';
import type { InvoiceFilter } from './invoice-rows.ts';
import { readLoyaltySettings } from './loyalty-settings.ts';

export async function findClaims(
  db: Orm,
  state: 'pending' | 'decided',
  f: InvoiceFilter & { page: number; size: number },
): Promise<RewardClaimPage> {
  const conditions = claimConditions(state, f);
  const settings = await readLoyaltySettings(db);
  const [content, totalElements] = await Promise.all([
    selectClaimRows(db, settings, {
      conditions,
      limit: f.size,
      offset: f.page * f.size,
      order: state === 'pending' ? 'oldest' : 'newest',
    }),
    countClaims(db, conditions),
  ]);
  return { content, totalElements };
}

const listResponses = {
  200: RewardClaimPageSchema,
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
};

/** GET /admin/claims-queue (pending) and GET /admin/claims-history (decided): spec §2.4, §7. */
export const findClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/claims-queue',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pending reward claims: UTC day range, pages of 50',
        querystring: ApprovalQueueQuerySchema,
        response: listResponses,
      },
    },
    async (req) => findClaims(app.db.orm, 'pending', req.query),
  );
  app.get(
    '/admin/claims-history',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approved and rejected reward claims: UTC day range, pages of 50',
        querystring: ApprovalQueueQuerySchema,
        response: listResponses,
      },
    },
    async (req) => findClaims(app.db.orm, 'decided', req.query),
  );
};
