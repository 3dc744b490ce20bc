import { and, desc, eq, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { en } from '@lumen/i18n/messages';
import { ApiErrorSchema, InvoiceCampaignCurrentSchema } from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { promotions } from '#src/db/schema.ts';
import { VisitorError } from '#src/lib/visitor-error.ts';
import { findOpenInvoiceCampaign } from './find-open-invoice-campaign.ts';

const COLUMNS = {
  slug: promotions.slug,
  opensAt: promotions.opensAt,
  closesAt: promotions.closesAt,
};

/**
 * The competition the upload page speaks of: the one open at `now` (the one an upload would
 * enter), else the newest that has opened, which has closed. null before any has opened.
 */
export async function findCurrentInvoiceCampaign(orm: Database['orm'], now: Date) {
  const open = await findOpenInvoiceCampaign(orm, now);
  const [row] = await orm
    .select(COLUMNS)
    .from(promotions)
    .where(
      open
        ? eq(promotions.id, open.id)
        : and(eq(promotions.kind, 'invoice-upload'), lte(promotions.opensAt, now)),
    )
    .orderBy(desc(promotions.opensAt))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    open: open !== null,
  };
}

/** GET /promotions/invoice-upload/current: whether the invoice competition takes entries. */
export const getCurrentInvoiceCampaignRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/invoice-upload/current',
    {
      schema: {
        tags: ['promotions'],
        summary: 'The current invoice competition: its dates, and whether it takes invoices',
        response: { 200: InvoiceCampaignCurrentSchema, 404: ApiErrorSchema },
      },
    },
    async () => {
      const campaign = await findCurrentInvoiceCampaign(app.db.orm, new Date());
      if (!campaign) throw new VisitorError(404, en['invoiceUpload.error.closed']);
      return campaign;
    },
  );
};
