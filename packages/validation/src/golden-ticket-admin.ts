import { z } from 'zod';
import { checkDateRange, isoDateTime, listDate, listPage, listSize, pageOf } from './staff.ts';

/*
 * The staff list of golden ticket customers (issue 14 point 1; campaigns spec §2.1, §3
 * "Golden ticket customer (admin row)", §7, §9): what the console sends and the API answers.
 */

/**
 * Spec §9: the list's from date defaults to "a fixed date in late 2024": the 2024 run's first
 * day. The console applies it (and today as the to date); the API treats an absent date as
 * unbounded.
 */
export const GOLDEN_CUSTOMERS_DEFAULT_START = '2024-09-01';

const goldenCustomersFilter = {
  startDate: listDate.optional(),
  endDate: listDate.optional(),
};

/**
 * `GET /admin/golden-ticket-customers?startDate&endDate&page&count` (UTC days of entry, both
 * included). The spec names the page size `count`; it has the limits of every list's `size`.
 */
export const GoldenCustomersQuerySchema = z
  .strictObject({ ...goldenCustomersFilter, page: listPage, count: listSize })
  .superRefine(checkDateRange);
export type GoldenCustomersQuery = z.input<typeof GoldenCustomersQuerySchema>;

/** `POST /admin/golden-ticket-customers/export?startDate&endDate`: every matching entrant. */
export const GoldenCustomersExportQuerySchema = z
  .strictObject(goldenCustomersFilter)
  .superRefine(checkDateRange);
export type GoldenCustomersExportQuery = z.input<typeof GoldenCustomersExportQuerySchema>;

/**
 * One entry of the golden ticket (a customer per serial they entered): spec §3's row. A win
 * date is null exactly when its flag is false; an instant win is dated by the entry that took
 * the winning moment.
 */
export const GoldenCustomerRowSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** When the entry was made: the registration date. */
  createdAt: isoDateTime,
  goldenSerialNumber: z.string(),
  instantWin: z.boolean(),
  instantWinDate: isoDateTime.nullable(),
  weeklyWin: z.boolean(),
  weeklyWinDate: isoDateTime.nullable(),
  monthlyWin: z.boolean(),
  monthlyWinDate: isoDateTime.nullable(),
});
export type GoldenCustomerRow = z.infer<typeof GoldenCustomerRowSchema>;

/**
 * Spec §7's answer: `customers` is the page, `customerCount` the number of entries matching
 * the filter (the "N customers" the screen shows; equal to `customers.totalElements`, kept
 * because the spec's answer carries both).
 */
export const GoldenCustomersPageSchema = z.strictObject({
  customers: pageOf(GoldenCustomerRowSchema),
  customerCount: z.number().int(),
});
export type GoldenCustomersPage = z.infer<typeof GoldenCustomersPageSchema>;
