import { and, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CampaignInvoicesPageSchema,
  CampaignInvoicesQuerySchema,
  type CampaignInvoicesPage,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { campaignInvoiceDocuments } from '#src/db/schema.ts';
import {
  campaignInvoiceConditions,
  selectCampaignInvoicePage,
  type CampaignInvoiceFilter,
} from './campaign-invoice-rows.ts';

export async function countCampaignInvoices(db: Orm, f: CampaignInvoiceFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaignInvoiceDocuments)
    .where(and(...campaignInvoiceConditions(f)));
  return row?.n ?? 0;
}

/** One page of uploaded campaign invoices, newest first, and how many match in all. */
export async function findCampaignInvoices(
  db: Orm,
  f: CampaignInvoiceFilter & { page: number; size: number },
): Promise<CampaignInvoicesPage> {
  const conditions = campaignInvoiceConditions(f);
  const [{ rows }, total] = await Promise.all([
    selectCampaignInvoicePage(db, { conditions, limit: f.size, offset: f.page * f.size }),
    countCampaignInvoices(db, f),
  ]);
  return { content: rows, totalElements: total };
}

/** GET /loyalty/get-documents-for-campaign (spec §7): the campaign invoices card (admins). */
export const findCampaignInvoicesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loyalty/get-documents-for-campaign',
    {
      schema: {
        tags: ['admin'],
        summary: 'Uploaded campaign invoices: UTC day range (StartDate, EndDate), pages of 50',
        querystring: CampaignInvoicesQuerySchema,
        response: {
          200: CampaignInvoicesPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (req) => findCampaignInvoices(app.db.orm, req.query),
  );
};
