import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import { ADMIN_LIST_LIMITS } from './staff-constants.ts';
import { checkDateRange, isoDateTime, listDate, listPage, pageOf } from './staff.ts';

/*
 * The staff list of garden promo entries at /garden-promo (issue 14 point 4; campaigns spec
 * §2.3, §3 "Garden promo entry", §7, §9): what the console sends and the API answers.
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

/**
 * Spec §9: the list's from date defaults to 7 March of the current year. Before 7 March that
 * day is still to come (and future days are refused), so the previous year's 7 March is used.
 */
export function gardenPromoDefaultStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-03-07`;
  return today >= thisYear ? thisYear : `${year - 1}-03-07`;
}

/** Spec §9: "garden promo page size 50 (only option 50)": any other size is refused. */
const gardenPromoSize = z.coerce
  .number(msg('admin.error.gardenSize'))
  .refine((n) => n === ADMIN_LIST_LIMITS.pageSize, msg('admin.error.gardenSize'))
  .default(ADMIN_LIST_LIMITS.pageSize);

/** `GET /admin/garden-promo-details?page&size=50&startDate&endDate` (UTC days, both included). */
export const GardenPromoQuerySchema = z
  .strictObject({
    startDate: listDate.optional(),
    endDate: listDate.optional(),
    page: listPage,
    size: gardenPromoSize,
  })
  .superRefine(checkDateRange);
export type GardenPromoQuery = z.input<typeof GardenPromoQuerySchema>;

/** `GET /admin/garden-promo-details/:invoiceDocumentId/document`: 12 letters and digits. */
export const GardenPromoDocumentParamsSchema = z.strictObject({
  invoiceDocumentId: z
    .string()
    .regex(/^[0-9A-Za-z]{12}$/, msg('admin.error.gardenDocumentNotFound'))
    .toUpperCase(),
});

/** One garden promo entry: spec §3's row, and the entry's id. */
export const GardenPromoRowSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: isoDateTime,
  invoiceNumber: z.string(),
  points: z.number().int(),
  /** Names the invoice document; the staff console fetches it with the session. */
  invoiceDocumentId: z.string(),
});
export type GardenPromoRow = z.infer<typeof GardenPromoRowSchema>;

export const GardenPromoPageSchema = pageOf(GardenPromoRowSchema);
export type GardenPromoPage = z.infer<typeof GardenPromoPageSchema>;
