import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  ClaimActionSchema,
  ClaimDecisionSchema,
  LOYALTY_CURRENCY,
  type RewardClaim,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { loyaltyCustomers, loyaltyRewardClaims } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { VisitorError } from '#src/lib/visitor-error.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { Actor } from '#src/modules/auth/staff-ref.ts';
import { selectClaimRows } from './claim-rows.ts';
import { readLoyaltySettings } from './loyalty-settings.ts';

const refuse = (status: number, message: string) => new VisitorError(status, message);

/**
 * Approves or rejects a pending reward claim, once (the row is locked, as for invoices).
 * Approval spends the claim's points from the customer's balance in the same transaction
 * (decision 034): a balance that no longer covers it is refused with 409 and nothing changes.
 */
export async function decideClaim(
  db: Orm,
  input: { claimQueueId: number; approved: boolean },
  actor: Actor,
): Promise<RewardClaim> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select({
        id: loyaltyRewardClaims.id,
        customerId: loyaltyRewardClaims.customerId,
        approved: loyaltyRewardClaims.approved,
        pointsRequired: loyaltyRewardClaims.pointsRequired,
        offerValue: loyaltyRewardClaims.offerValue,
      })
      .from(loyaltyRewardClaims)
      .where(eq(loyaltyRewardClaims.id, input.claimQueueId))
      .for('update');
    if (!claim) throw new HttpError(404, t('en', 'loyalty.error.claimNotFound'));
    if (claim.approved !== null) throw refuse(409, t('en', 'loyalty.error.claimDecided'));

    let balanceAfter: number | null = null;
    if (input.approved) {
      const [customer] = await tx
        .update(loyaltyCustomers)
        .set({ pointsBalance: sql`${loyaltyCustomers.pointsBalance} - ${claim.pointsRequired}` })
        .where(
          and(
            eq(loyaltyCustomers.id, claim.customerId),
            gte(loyaltyCustomers.pointsBalance, claim.pointsRequired),
          ),
        )
        .returning({ balance: loyaltyCustomers.pointsBalance, country: loyaltyCustomers.country });
      if (!customer) throw refuse(409, t('en', 'loyalty.error.insufficientPoints'));
      balanceAfter = customer.balance;
    }
    await tx
      .update(loyaltyRewardClaims)
      .set({ approved: input.approved, decidedAt: new Date(), decidedBy: actor.actorId })
      .where(and(eq(loyaltyRewardClaims.id, claim.id), isNull(loyaltyRewardClaims.approved)));

    const settings = await readLoyaltySettings(tx);
    const [after] = await selectClaimRows(tx, settings, {
      conditions: [eq(loyaltyRewardClaims.id, claim.id)],
      limit: 1,
      order: 'newest',
    });
    if (!after) throw new Error('decided claim vanished');
    await recordAudit(tx, {
      action: input.approved ? 'reward-claim.approve' : 'reward-claim.reject',
      actorId: actor.actorId,
      clientAddress: actor.clientAddress,
      target: { type: 'reward-claim', id: claim.id },
      details: {
        customerId: claim.customerId,
        offerValue: Number(claim.offerValue),
        currency: LOYALTY_CURRENCY[after.country],
        pointsRequired: claim.pointsRequired,
        ...(balanceAfter !== null
          ? { balanceBefore: balanceAfter + claim.pointsRequired, balanceAfter }
          : {}),
        suspiciousUser: after.suspiciousUser,
      },
    });
    return after;
  });
}

/** POST /admin/claim-action (spec §7): approve or reject a pending reward claim. */
export const decideClaimRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/claim-action',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (spending the points) or reject a pending reward claim',
        body: ClaimActionSchema,
        response: {
          200: ClaimDecisionSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      decideClaim(app.db.orm, req.body, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
