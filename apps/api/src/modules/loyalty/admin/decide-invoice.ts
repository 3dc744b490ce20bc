import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@lumen/i18n/messages';
import {
  ApiErrorSchema,
  InvoiceActionSchema,
  InvoiceDecisionSchema,
  type ApprovalInvoice,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { loyaltyCustomers, loyaltyInvoices } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { VisitorError } from '#src/lib/visitor-error.ts';
import { recordAudit } from '#src/modules/auth/record-audit.ts';
import { signedInStaff } from '#src/modules/auth/signed-in-staff.ts';
import type { Actor } from '#src/modules/auth/staff-ref.ts';
import { selectInvoiceRows } from './invoice-rows.ts';
import { readLoyaltySettings } from './loyalty-settings.ts';

export type InvoiceDecision = {
  invoiceDocumentId: string;
  customerID: number;
  points: number;
  approve: boolean;
};

// The console toasts the body's `error` field (spec §8), so refusals word it themselves.
const refuse = (status: number, message: string) => new VisitorError(status, message);

/**
 * Approves or rejects a pending invoice, once. The row is locked, so of two reviewers deciding
 * at once the second waits, then finds it decided and gets 409 with nothing changed. Approval
 * adds the points to the customer's balance in the same transaction; a changed points figure
 * and the decision are both audited, with the fraud signals the reviewer saw.
 */
export async function decideInvoice(
  db: Orm,
  input: InvoiceDecision,
  actor: Actor,
): Promise<ApprovalInvoice> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({
        id: loyaltyInvoices.id,
        customerId: loyaltyInvoices.customerId,
        points: loyaltyInvoices.points,
        approved: loyaltyInvoices.approved,
      })
      .from(loyaltyInvoices)
      .where(eq(loyaltyInvoices.documentId, input.invoiceDocumentId))
      .for('update');
    if (!invoice) throw new HttpError(404, t('en', 'loyalty.error.invoiceNotFound'));
    if (invoice.customerId !== input.customerID)
      throw refuse(400, t('en', 'loyalty.error.customerMismatch'));
    if (invoice.approved !== null) throw refuse(409, t('en', 'loyalty.error.invoiceDecided'));

    const settings = await readLoyaltySettings(tx);
    const [before] = await selectInvoiceRows(tx, settings, {
      conditions: [eq(loyaltyInvoices.id, invoice.id)],
      limit: 1,
      order: 'newest',
    });
    const decided = await tx
      .update(loyaltyInvoices)
      .set({
        approved: input.approve,
        points: input.points,
        decidedAt: new Date(),
        decidedBy: actor.actorId,
      })
      .where(and(eq(loyaltyInvoices.id, invoice.id), isNull(loyaltyInvoices.approved)))
      .returning({ id: loyaltyInvoices.id });
    // The lock makes this unreachable; kept so a missed lock can never decide twice.
    if (decided.length !== 1) throw refuse(409, t('en', 'loyalty.error.invoiceDecided'));

    let balance: number | null = null;
    if (input.approve) {
      const [customer] = await tx
        .update(loyaltyCustomers)
        .set({ pointsBalance: sql`${loyaltyCustomers.pointsBalance} + ${input.points}` })
        .where(eq(loyaltyCustomers.id, invoice.customerId))
        .returning({ balance: loyaltyCustomers.pointsBalance });
      balance = customer?.balance ?? null;
    }

    const target = { type: 'loyalty-invoice', id: input.invoiceDocumentId };
    const audit = { actorId: actor.actorId, clientAddress: actor.clientAddress, target };
    if (input.points !== invoice.points)
      await recordAudit(tx, {
        ...audit,
        action: 'invoice.edit-points',
        details: { from: invoice.points, to: input.points },
      });
    await recordAudit(tx, {
      ...audit,
      action: input.approve ? 'invoice.approve' : 'invoice.reject',
      details: {
        customerId: invoice.customerId,
        points: input.points,
        ...(balance !== null ? { balanceAfter: balance } : {}),
        suspiciousUser: before?.suspiciousUser ?? false,
        fraudSignals: before?.fraudSignals ?? null,
      },
    });

    const [after] = await selectInvoiceRows(tx, settings, {
      conditions: [eq(loyaltyInvoices.id, invoice.id)],
      limit: 1,
      order: 'newest',
    });
    if (!after) throw new Error('decided invoice vanished');
    return after;
  });
}

/** POST /admin/invoice-action (spec §7): approve or reject a pending invoice. */
export const decideInvoiceRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/invoice-action',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (adding the points to the customer) or reject a pending invoice',
        body: InvoiceActionSchema,
        response: {
          200: InvoiceDecisionSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (req) =>
      decideInvoice(app.db.orm, req.body, {
        actorId: signedInStaff(req).id,
        clientAddress: req.ip,
      }),
  );
};
