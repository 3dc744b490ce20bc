import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import { checkDateRange, isoDateTime, listDate, listPage, listSize, pageOf } from './staff.ts';
import { NO_CONTROL_CHARACTERS } from './text.ts';

/*
 * Loyalty invoice approvals and reward claims in the staff console (issue 14 points 5 and 6;
 * campaigns spec §2.4, §3, §4, §5, §7, §8; docs/decisions/034): what the console sends and
 * the API answers. Messages are @lumen/i18n keys.
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

export const LOYALTY_LIMITS = {
  /**
   * The most points one invoice may be given. Spec §5's thresholds are 200 and 100; a
   * reviewer may raise a large order's points, but not by orders of magnitude by a slip.
   */
  pointsMax: 10_000,
  /** A settings threshold: at least 1 point, at most what one invoice may earn. */
  thresholdMax: 10_000,
  /** "Many uploads in a day": from 2 (a second upload) to 100 uploads per UTC day. */
  dailyUploadLimitMin: 2,
  dailyUploadLimitMax: 100,
  supplierMax: 60,
  /** Search text: an e-mail (254) is the longest thing searched for. */
  searchMax: 254,
} as const;

/** Spec §9: the loyalty programme's two currencies, by the customer's country. */
export const LOYALTY_COUNTRIES = ['ireland', 'uk'] as const;
export type LoyaltyCountry = (typeof LOYALTY_COUNTRIES)[number];
export const LOYALTY_CURRENCY: Readonly<Record<LoyaltyCountry, 'EUR' | 'GBP'>> = {
  ireland: 'EUR',
  uk: 'GBP',
};

/** A reward's worth as the confirm dialog says it: "€25" or "£25". */
export function formatRewardValue(value: number, country: LoyaltyCountry): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: LOYALTY_CURRENCY[country],
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** Spec §8's confirm dialogs, word for word. */
export const APPROVAL_TEXTS = {
  approveInvoice: (points: number) =>
    `Are you sure? This will add ${points} points to the customer's loyalty points.`,
  rejectInvoice: 'Are you sure you want to reject the points updation from this Invoice?',
  approveReward: (value: string) =>
    `Are you sure? This will send a reward worth ${value} to the customer.`,
  rejectReward: 'Are you sure you want to reject this Reward Redemption request ?',
} as const;

/** Spec §7 writes the list dates StartDate and EndDate; the rules are every list's (§5). */
function checkQueueRange(
  v: { StartDate?: string | undefined; EndDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const found: { path?: PropertyKey[]; message?: string }[] = [];
  checkDateRange({ startDate: v.StartDate, endDate: v.EndDate }, {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => found.push(issue),
  } as unknown as z.RefinementCtx);
  for (const issue of found)
    ctx.addIssue({
      code: 'custom',
      path: [issue.path?.[0] === 'startDate' ? 'StartDate' : 'EndDate'],
      message: issue.message ?? 'admin.error.dateRange',
    });
}

/** `?StartDate&EndDate&page&size` of the four queues (UTC days, both included). */
export const ApprovalQueueQuerySchema = z
  .strictObject({
    StartDate: listDate.optional(),
    EndDate: listDate.optional(),
    page: listPage,
    size: listSize,
  })
  .superRefine(checkQueueRange);
export type ApprovalQueueQuery = z.input<typeof ApprovalQueueQuerySchema>;
/** The filter alone, as the console's date filter checks it. */
export const ApprovalDatesSchema = z
  .strictObject({ StartDate: listDate.optional(), EndDate: listDate.optional() })
  .superRefine(checkQueueRange);

/** An invoice's public reference (its document id): twelve upper-case letters or digits. */
export const INVOICE_DOCUMENT_ID = /^[A-Z0-9]{12}$/;
const invoiceDocumentId = z
  .string(msg('loyalty.error.invoiceId'))
  .trim()
  .toUpperCase()
  .regex(INVOICE_DOCUMENT_ID, msg('loyalty.error.invoiceId'));

export const InvoiceDocumentParamsSchema = z.strictObject({ invoiceDocumentId });

/** `GET /admin/invoice-search/{text}`: an e-mail or invoice number, or part of one. */
export const InvoiceSearchParamsSchema = z.strictObject({
  text: z
    .string(msg('loyalty.error.search'))
    .trim()
    .min(1, msg('loyalty.error.search'))
    .max(LOYALTY_LIMITS.searchMax, msg('loyalty.error.search'))
    .regex(NO_CONTROL_CHARACTERS, msg('loyalty.error.search')),
});

/** Points given to an invoice: a whole number, none to LOYALTY_LIMITS.pointsMax. */
export const invoicePoints = z
  .number(msg('loyalty.error.points'))
  .int(msg('loyalty.error.points'))
  .min(0, msg('loyalty.error.points'))
  .max(LOYALTY_LIMITS.pointsMax, msg('loyalty.error.points'));

/** `POST /admin/invoice-action` (spec §7): the points as the reviewer left them. */
export const InvoiceActionSchema = z.strictObject({
  invoiceDocumentId,
  customerID: z
    .number(msg('loyalty.error.customerId'))
    .int(msg('loyalty.error.customerId'))
    .min(1, msg('loyalty.error.customerId'))
    .max(Number.MAX_SAFE_INTEGER, msg('loyalty.error.customerId')),
  points: invoicePoints,
  approve: z.boolean(msg('loyalty.error.approve')),
});
export type InvoiceAction = z.input<typeof InvoiceActionSchema>;

/** `POST /admin/claim-action` (spec §7). */
export const ClaimActionSchema = z.strictObject({
  claimQueueId: z
    .number(msg('loyalty.error.claimId'))
    .int(msg('loyalty.error.claimId'))
    .min(1, msg('loyalty.error.claimId'))
    .max(Number.MAX_SAFE_INTEGER, msg('loyalty.error.claimId')),
  approved: z.boolean(msg('loyalty.error.approve')),
});
export type ClaimAction = z.input<typeof ClaimActionSchema>;

/** Why the server thinks an invoice deserves a second look (decision 034). */
export const FraudSignalsSchema = z.strictObject({
  /** Another invoice carries the same invoice number (case and spaces ignored). */
  duplicateInvoiceNumber: z.boolean(),
  /** The same file (by SHA-256 of its bytes) was uploaded for another invoice. */
  duplicateFile: z.boolean(),
  /** The customer uploaded more than the daily limit on this invoice's UTC day. */
  manyUploadsInDay: z.boolean(),
  /** How many invoices the customer uploaded that UTC day. */
  uploadsThatDay: z.number().int(),
});
export type FraudSignals = z.infer<typeof FraudSignalsSchema>;

/** Spec §3's invoice (approval) row, with the signals behind suspiciousUser. */
export const ApprovalInvoiceSchema = z.strictObject({
  invoiceDocumentId: z.string(),
  customerId: z.number().int(),
  customerEmail: z.string(),
  invoiceNumber: z.string(),
  vendorName: z.string(),
  createdAt: isoDateTime,
  point: z.number().int(),
  /** The points §5 gives an invoice of this vendor (200 for the one supplier, else 100). */
  threshold: z.number().int(),
  /** Authenticated: GET /admin/invoice-queue/{invoiceDocumentId}; never a public address. */
  invoiceImageThumbUrl: z.string(),
  approved: z.boolean().nullable(),
  invoiceReason: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  suspiciousUser: z.boolean(),
  fraudSignals: FraudSignalsSchema,
});
export type ApprovalInvoice = z.infer<typeof ApprovalInvoiceSchema>;
export const ApprovalInvoicePageSchema = pageOf(ApprovalInvoiceSchema);
export type ApprovalInvoicePage = z.infer<typeof ApprovalInvoicePageSchema>;

/** Spec §3's reward claim row; offerValue in the currency of the customer's country. */
export const RewardClaimSchema = z.strictObject({
  claimQueueId: z.number().int(),
  customerEmail: z.string(),
  country: z.enum(LOYALTY_COUNTRIES),
  currency: z.enum(['EUR', 'GBP']),
  offerValue: z.number(),
  acquisitionCost: z.number(),
  createdAt: isoDateTime,
  pointsRequired: z.number().int(),
  /** The customer's balance now, so the reviewer sees whether the claim is covered. */
  pointsBalance: z.number().int(),
  /** The customer has an invoice with a fraud signal. */
  suspiciousUser: z.boolean(),
  approved: z.boolean().nullable(),
  decidedAt: isoDateTime.nullable(),
});
export type RewardClaim = z.infer<typeof RewardClaimSchema>;
export const RewardClaimPageSchema = pageOf(RewardClaimSchema);
export type RewardClaimPage = z.infer<typeof RewardClaimPageSchema>;

/** What a decision answers: the row as it now stands. */
export const InvoiceDecisionSchema = ApprovalInvoiceSchema;
export const ClaimDecisionSchema = RewardClaimSchema;

/** The loyalty settings (super admins; decision 034): §5's thresholds and the upload limit. */
export const LoyaltySettingsSchema = z.strictObject({
  /** The one supplier whose invoices earn the higher threshold (matched case-insensitively). */
  preferredSupplier: z
    .string(msg('loyalty.error.supplier'))
    .trim()
    .min(1, msg('loyalty.error.supplier'))
    .max(LOYALTY_LIMITS.supplierMax, msg('loyalty.error.supplier'))
    .regex(NO_CONTROL_CHARACTERS, msg('loyalty.error.supplier')),
  preferredSupplierPoints: z
    .number(msg('loyalty.error.threshold'))
    .int(msg('loyalty.error.threshold'))
    .min(1, msg('loyalty.error.threshold'))
    .max(LOYALTY_LIMITS.thresholdMax, msg('loyalty.error.threshold')),
  otherSupplierPoints: z
    .number(msg('loyalty.error.threshold'))
    .int(msg('loyalty.error.threshold'))
    .min(1, msg('loyalty.error.threshold'))
    .max(LOYALTY_LIMITS.thresholdMax, msg('loyalty.error.threshold')),
  dailyUploadLimit: z
    .number(msg('loyalty.error.dailyLimit'))
    .int(msg('loyalty.error.dailyLimit'))
    .min(LOYALTY_LIMITS.dailyUploadLimitMin, msg('loyalty.error.dailyLimit'))
    .max(LOYALTY_LIMITS.dailyUploadLimitMax, msg('loyalty.error.dailyLimit')),
});
export type LoyaltySettings = z.infer<typeof LoyaltySettingsSchema>;
export type LoyaltySettingsInput = z.input<typeof LoyaltySettingsSchema>;

/** Spec §5's defaults: 200 points for the one supplier, 100 for the others. */
export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = {
  preferredSupplier: 'Lumen Direct',
  preferredSupplierPoints: 200,
  otherSupplierPoints: 100,
  dailyUploadLimit: 5,
};
