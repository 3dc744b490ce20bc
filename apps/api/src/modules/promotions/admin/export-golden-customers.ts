import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvLine,
  GoldenCustomersExportQuerySchema,
  type GoldenCustomerRow,
} from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { csvDateTime, keysetCsv } from '#src/lib/csv/keyset-csv.ts';
import { sendStaffCsv, STAFF_CSV_RESPONSES } from '#src/modules/auth/send-staff-csv.ts';
import { countGoldenCustomers } from './find-golden-customers.ts';
import {
  afterCustomer,
  goldenCustomerConditions,
  selectGoldenCustomerPage,
  type GoldenCustomerCursor,
  type GoldenCustomerFilter,
} from './golden-customer-rows.ts';

export const GOLDEN_CUSTOMERS_CSV_HEADER = [
  'First name',
  'Last name',
  'E-mail',
  'Registered (UTC)',
  'Serial no',
  'Instant win',
  'Instant win date (UTC)',
  'Weekly win',
  'Weekly win date (UTC)',
  'Monthly win',
  'Monthly win date (UTC)',
] as const;

const yesNo = (won: boolean) => (won ? 'Yes' : 'No');
const when = (iso: string | null) => (iso ? csvDateTime(iso) : '');

function goldenCustomerCsvLine(c: GoldenCustomerRow): string {
  return csvLine([
    c.firstName,
    c.lastName,
    c.email,
    csvDateTime(c.createdAt),
    c.goldenSerialNumber,
    yesNo(c.instantWin),
    when(c.instantWinDate),
    yesNo(c.weeklyWin),
    when(c.weeklyWinDate),
    yesNo(c.monthlyWin),
    when(c.monthlyWinDate),
  ]);
}

/** The whole filtered list as CSV, newest first, by keyset (created_at, id). */
export function goldenCustomersCsv(
  db: Orm,
  f: GoldenCustomerFilter,
  pageRows?: number,
): AsyncGenerator<string> {
  const filter = goldenCustomerConditions(f);
  return keysetCsv({
    header: GOLDEN_CUSTOMERS_CSV_HEADER,
    line: goldenCustomerCsvLine,
    readPage: (after: GoldenCustomerCursor | null, limit) =>
      selectGoldenCustomerPage(db, {
        conditions: after ? [...filter, afterCustomer(after)] : filter,
        limit,
      }),
    pageRows,
  });
}

/**
 * POST /admin/golden-ticket-customers/export?startDate&endDate: every matching entrant as
 * 'Golden Ticket Customers.csv' (UTF-8 with BOM, formula cells neutralised), audited before a
 * byte leaves: it holds customers' e-mail addresses.
 */
export const exportGoldenCustomersRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/golden-ticket-customers/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every golden ticket entrant of a filter as CSV (UTF-8 with BOM), newest first',
        querystring: GoldenCustomersExportQuerySchema,
        response: STAFF_CSV_RESPONSES,
      },
    },
    async (req, reply) => {
      const filter: GoldenCustomerFilter = req.query;
      return sendStaffCsv(app.db.orm, req, reply, {
        fileName: 'Golden Ticket Customers.csv',
        action: 'golden-ticket-customers.export',
        targetType: 'golden-ticket-customers',
        filter,
        count: () => countGoldenCustomers(app.db.orm, filter),
        csv: () => goldenCustomersCsv(app.db.orm, filter),
      });
    },
  );
};
