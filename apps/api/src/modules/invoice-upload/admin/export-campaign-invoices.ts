import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CampaignInvoicesExportQuerySchema,
  csvLine,
  type CampaignInvoiceRow,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { csvDateTime, keysetCsv } from '#src/lib/csv/keyset-csv.ts';
import { sendStaffCsv, STAFF_CSV_RESPONSES } from '#src/modules/auth/send-staff-csv.ts';
import {
  afterCampaignInvoice,
  campaignInvoiceConditions,
  selectCampaignInvoicePage,
  type CampaignInvoiceCursor,
  type CampaignInvoiceFilter,
} from './campaign-invoice-rows.ts';
import { countCampaignInvoices } from './find-campaign-invoices.ts';

export const CAMPAIGN_INVOICES_CSV_HEADER = [
  'Reference',
  'Campaign',
  'Full name',
  'E-mail',
  'Company',
  'Uploaded (UTC)',
  'File type',
  'GDPR consent',
  'Valid',
] as const;

const verdict = (valid: boolean | null) => (valid === null ? 'Not checked' : valid ? 'Yes' : 'No');

function campaignInvoiceCsvLine(d: CampaignInvoiceRow): string {
  return csvLine([
    d.reference,
    d.campaign,
    d.fullName,
    d.email,
    d.company,
    csvDateTime(d.uploadDate),
    d.contentType,
    d.gdprConsent ? 'Yes' : 'No',
    verdict(d.valid),
  ]);
}

/** The whole filtered list as CSV, newest first, by keyset (created_at, id). */
export function campaignInvoicesCsv(
  db: Orm,
  f: CampaignInvoiceFilter,
  pageRows?: number,
): AsyncGenerator<string> {
  const filter = campaignInvoiceConditions(f);
  return keysetCsv({
    header: CAMPAIGN_INVOICES_CSV_HEADER,
    line: campaignInvoiceCsvLine,
    readPage: (after: CampaignInvoiceCursor | null, limit) =>
      selectCampaignInvoicePage(db, {
        conditions: after ? [...filter, afterCampaignInvoice(after)] : filter,
        limit,
      }),
    pageRows,
  });
}

/**
 * POST /loyalty/get-documents-for-campaign/export?StartDate&EndDate: every matching document
 * as 'Campaign Invoices.csv', audited before a byte leaves (it holds e-mail addresses).
 */
export const exportCampaignInvoicesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loyalty/get-documents-for-campaign/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every uploaded campaign invoice of a filter as CSV (UTF-8 with BOM)',
        querystring: CampaignInvoicesExportQuerySchema,
        response: STAFF_CSV_RESPONSES,
      },
    },
    async (req, reply) => {
      const filter: CampaignInvoiceFilter = req.query;
      return sendStaffCsv(app.db.orm, req, reply, {
        fileName: 'Campaign Invoices.csv',
        action: 'campaign-invoices.export',
        targetType: 'campaign-invoices',
        filter,
        count: () => countCampaignInvoices(app.db.orm, filter),
        csv: () => campaignInvoicesCsv(app.db.orm, filter),
      });
    },
  );
};
