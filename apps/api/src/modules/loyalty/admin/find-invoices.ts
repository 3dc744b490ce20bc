import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_LIST_LIMITS,
  ApiErrorSchema,
  ApprovalInvoicePageSchema,
  ApprovalQueueQuerySchema,
  InvoiceSearchParamsSchema,
  type ApprovalInvoicePage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import {
  countInvoices,
  invoiceConditions,
  invoiceSearchCondition,
  selectInvoiceRows,
  type InvoiceFilter,
} from './invoice-rows.ts';
import { readLoyaltySettings } from './loyalty-settings.ts';

/** One page of pending (oldest first) or decided (newest first) invoices, and the total. */
export async function findInvoices(
  db: Orm,
  state: 'pending' | 'decided',
  f: InvoiceFilter & { page: number; size: number },
): Promise<ApprovalInvoicePage> {
  const conditions = invoiceConditions(state, f);
  const settings = await readLoyaltySettings(db);
  const [content, totalElements] = await Promise.all([
    selectInvoiceRows(db, settings, {
      conditions,
      limit: f.size,
      offset: f.page * f.size,
      order: state === 'pending' ? 'oldest' : 'newest',
    }),
    countInvoices(db, conditions),
  ]);
  return { content, totalElements };
}

/** The first 50 invoices, in any state, whose e-mail or number contains the text. */
export async function searchInvoices(db: Orm, text: string): Promise<ApprovalInvoicePage> {
  const settings = await readLoyaltySettings(db);
  const content = await selectInvoiceRows(db, settings, {
    conditions: [invoiceSearchCondition(text)],
    limit: ADMIN_LIST_LIMITS.pageSize,
    order: 'newest',
  });
  return { content, totalElements: content.length };
}

const listResponses = {
  200: ApprovalInvoicePageSchema,
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
};

/**
 * GET /admin/invoice-queue (pending), GET /admin/invoice-history (approved and rejected) and
 * GET /admin/invoice-search/{text} (spec §2.4, §7): the invoice-verification and
 * invoice-history cards.
 */
export const findInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/invoice-queue',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pending loyalty invoices with fraud signals: UTC day range, pages of 50',
        querystring: ApprovalQueueQuerySchema,
        response: listResponses,
      },
    },
    async (req) => findInvoices(app.db.orm, 'pending', req.query),
  );
  app.get(
    '/admin/invoice-history',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approved and rejected loyalty invoices: UTC day range, pages of 50',
        querystring: ApprovalQueueQuerySchema,
        response: listResponses,
      },
    },
    async (req) => findInvoices(app.db.orm, 'decided', req.query),
  );
  app.get(
    '/admin/invoice-search/:text',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invoices whose customer e-mail or invoice number contains the text (first 50)',
        params: InvoiceSearchParamsSchema,
        response: listResponses,
      },
    },
    async (req) => searchInvoices(app.db.orm, req.params.text),
  );
};
