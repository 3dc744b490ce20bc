import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import {
  CURRENCY_SYMBOLS,
  EXPRESS_COUNTRIES,
  EXPRESS_LIMITS,
  GOLDEN_TICKET_LIMITS,
  REDEEM_COUNTRIES,
} from './promotions-constants.ts';
import { latestToday } from './staff.ts';
import { plainLine } from './plain-text.ts';
import { NO_CONTROL_CHARACTERS } from './text.ts';

/*
 * The promotions' requests and answers (campaigns spec §3, §5, §7; issue 11). The campaign
 * pages and the API parse with these same schemas. Every issue's message is an @lumen/i18n
 * key whose English text is the spec's wording; each check stops the field's checks
 * (`abort`), so a field is reported once, with its first broken rule.
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

/** A letter of any script, so Siobhán, Zoë and Łukasz are names and "1234" or "--" are not. */
const HAS_LETTER = /\p{L}/u;
const WHITESPACE = /\s/;

const personName = (prefix: 'firstName' | 'lastName') =>
  z
    .string(msg(`goldenTicket.error.${prefix}Required`))
    .trim()
    .min(1, msg(`goldenTicket.error.${prefix}Required`))
    .max(GOLDEN_TICKET_LIMITS.name, msg(`goldenTicket.error.${prefix}Max`))
    .check(plainLine)
    .regex(HAS_LETTER, msg(`goldenTicket.error.${prefix}Letter`));

/** No space anywhere (the spec's Blank space not allowed), then a well-formed address. */
const email = z
  .string(msg('goldenTicket.error.emailRequired'))
  .min(1, msg('goldenTicket.error.emailRequired'))
  .refine((v) => !WHITESPACE.test(v), msg('goldenTicket.error.emailBlank'))
  .pipe(
    z
      .email(msg('goldenTicket.error.emailInvalid'))
      .max(GOLDEN_TICKET_LIMITS.email, msg('goldenTicket.error.emailInvalid')),
  );

/**
 * Spaces around a pasted serial are forgiven, spaces inside are not; letters are compared in
 * capitals, the way they are printed on the ticket.
 */
export const goldenSerialNumber = z
  .string(msg('goldenTicket.error.serialRequired'))
  .trim()
  .min(1, msg('goldenTicket.error.serialRequired'))
  .refine((v) => !WHITESPACE.test(v), msg('goldenTicket.error.serialBlank'))
  .check(plainLine)
  .refine(
    (v) => v.length === GOLDEN_TICKET_LIMITS.serialLength,
    msg('goldenTicket.error.serialLength'),
  )
  .transform((v) => v.toUpperCase());

export const GoldenTicketEntrySchema = z.strictObject({
  firstname: personName('firstName'),
  lastname: personName('lastName'),
  email,
  goldenSerialNumber,
  /** The entrant ticked the marketing agreement; the form cannot be sent without it. */
  marketingAgreement: z.literal(true, msg('goldenTicket.error.agreement')),
});
export type GoldenTicketEntry = z.input<typeof GoldenTicketEntrySchema>;
export type GoldenTicketEntryInput = z.output<typeof GoldenTicketEntrySchema>;

/**
 * `win` is there while the instant-win window is open (true or false: the page shows the
 * instant draw); after it, `data` is empty and the page goes to the winners page.
 */
export const GoldenTicketEntryResultSchema = z.strictObject({
  data: z.strictObject({ win: z.boolean().optional() }),
});
export type GoldenTicketEntryResult = z.infer<typeof GoldenTicketEntryResultSchema>;

export const RedeemInstantWinSchema = z.strictObject({
  email,
  goldenSerialNumber,
  country: z.enum(REDEEM_COUNTRIES, msg('goldenTicket.error.location')),
});
export type RedeemInstantWin = z.input<typeof RedeemInstantWinSchema>;
export type RedeemInstantWinInput = z.output<typeof RedeemInstantWinSchema>;

export const RedeemInstantWinResultSchema = z.strictObject({
  success: z.literal(true),
  msg: z.string(),
});
export type RedeemInstantWinResult = z.infer<typeof RedeemInstantWinResultSchema>;

const isoDate = z.iso.date();
const prize = z.strictObject({
  count: z.number().int().min(0),
  value: z.number().min(0),
});

/** What a run gives away (stored as the promotion's `prizes`); values in the run's currency. */
export const PromotionPrizesSchema = z.strictObject({
  instant: prize,
  weekly: prize,
  monthly: prize.extend({ dates: z.array(isoDate) }),
  star: prize.extend({ date: isoDate }),
  /** Prizes are paid in the winner's currency: the same amount in euro or in pounds. */
  currency: z.array(z.enum(Object.keys(CURRENCY_SYMBOLS) as ['EUR', 'GBP'])).min(1),
});
export type PromotionPrizes = z.infer<typeof PromotionPrizesSchema>;

/** A run's caps from its terms (spec §9), in the run's currency. */
export const PromotionLimitsSchema = z.strictObject({
  maxValuePerEntrant: z.number().min(0),
  maxPrizes: z.number().int().min(0),
  maxTotalValue: z.number().min(0),
});
export type PromotionLimits = z.infer<typeof PromotionLimitsSchema>;

export const GoldenTicketCurrentSchema = z.strictObject({
  slug: z.string(),
  opensAt: z.iso.datetime(),
  /** Entries are refused from this instant on. */
  closesAt: z.iso.datetime(),
  instantWinStartsAt: z.iso.datetime().nullable(),
  instantWinEndsAt: z.iso.datetime().nullable(),
  /** Entries remain in the weekly, monthly and star draws up to this instant. */
  drawsEndAt: z.iso.datetime(),
  prizes: PromotionPrizesSchema,
  open: z.boolean(),
  instantWinOpen: z.boolean(),
});
export type GoldenTicketCurrent = z.infer<typeof GoldenTicketCurrentSchema>;

const slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const GoldenTicketWinnersQuerySchema = z.strictObject({
  /** A run's slug; by default the most recent run that has winners. */
  promotion: slug.optional(),
});
export type GoldenTicketWinnersQuery = z.infer<typeof GoldenTicketWinnersQuerySchema>;

/** One published winner: first name and surname initial only (ADR 022), never an address. */
export const WinnerRowSchema = z.strictObject({
  id: z.number().int(),
  winnerName: z.string(),
  date: isoDate,
  reward: z.number(),
});
export type WinnerRow = z.infer<typeof WinnerRowSchema>;

export const GoldenTicketWinnersSchema = z.strictObject({
  promotion: z.string(),
  star: z.array(WinnerRowSchema),
  monthly: z.array(WinnerRowSchema),
  weekly: z.array(WinnerRowSchema),
  instant: z.array(WinnerRowSchema),
});
export type GoldenTicketWinners = z.infer<typeof GoldenTicketWinnersSchema>;

export const ExpressLeaderboardQuerySchema = z.strictObject({
  /** Zero-based, as the admin table counts. */
  page: z.coerce
    .number(msg('expressLeaderboard.error.page'))
    .int(msg('expressLeaderboard.error.page'))
    .min(0, msg('expressLeaderboard.error.page'))
    .max(EXPRESS_LIMITS.maxPage, msg('expressLeaderboard.error.page'))
    .default(0),
  size: z.coerce
    .number(msg('expressLeaderboard.error.size'))
    .pipe(z.literal(EXPRESS_LIMITS.pageSize, msg('expressLeaderboard.error.size')))
    .default(EXPRESS_LIMITS.pageSize),
  /** Absent: both countries (the filter's ALL). */
  country: z.enum(EXPRESS_COUNTRIES, msg('expressLeaderboard.error.country')).optional(),
});
export type ExpressLeaderboardQuery = z.input<typeof ExpressLeaderboardQuerySchema>;

export const ExpressLeaderboardRowSchema = z.strictObject({
  contractor: z.string(),
  /** Milliseconds. */
  timeTaken: z.number().int(),
  wholesaler: z.string(),
  country: z.enum(EXPRESS_COUNTRIES),
  /** The filing ASM account's display name (older entries: the name chosen from ASM_NAMES). */
  asmName: z.string(),
  startDate: isoDate,
});
export type ExpressLeaderboardRow = z.infer<typeof ExpressLeaderboardRowSchema>;

export const ExpressLeaderboardSchema = z.strictObject({
  content: z.array(ExpressLeaderboardRowSchema),
  totalElements: z.number().int(),
});
export type ExpressLeaderboard = z.infer<typeof ExpressLeaderboardSchema>;

/** Wholesaler and contractor names (spec §5): required, under 40 characters, with a letter. */
const expressName = (required: MessageKey) =>
  z
    .string(msg(required))
    .trim()
    .min(1, msg(required))
    .max(EXPRESS_LIMITS.name, msg('express.error.nameMax'))
    .regex(HAS_LETTER, msg('express.error.nameInvalid'))
    .regex(NO_CONTROL_CHARACTERS, msg('express.error.nameInvalid'));

/**
 * A part of a time as the form's text box holds it ("07", " 5") or as a number: digits only,
 * 0 to max. Empty is refused (spec §5: a time is required per row), where a plain coerce would
 * read it as 0.
 */
const timePart = (max: number, key: MessageKey) =>
  z.union([z.string(), z.number()], msg(key)).transform((v, ctx) => {
    const text = String(v).trim();
    const n = Number(text);
    if (!/^\d{1,3}$/.test(text) || n > max) {
      ctx.addIssue({ code: 'custom', message: key, abort: true });
      return z.NEVER;
    }
    return n;
  });

const timeParts = {
  minutes: timePart(EXPRESS_LIMITS.maxMinutes, 'express.error.minutes'),
  seconds: timePart(EXPRESS_LIMITS.maxSeconds, 'express.error.seconds'),
  milliseconds: timePart(EXPRESS_LIMITS.maxMilliseconds, 'express.error.milliseconds'),
};
type TimeParts = { minutes: number; seconds: number; milliseconds: number };
const totalMs = ({ minutes, seconds, milliseconds }: TimeParts) =>
  (minutes * 60 + seconds) * 1000 + milliseconds;
/** A time under EXPRESS_LIMITS.minTimeMs is refused beside its minutes, where it starts. */
const plausibleTime = (v: TimeParts, ctx: z.RefinementCtx) => {
  if (totalMs(v) < EXPRESS_LIMITS.minTimeMs)
    ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'express.error.minTime' });
};

/**
 * One timed contractor: minutes, seconds and milliseconds as the form takes them, sent on as
 * `timeTakenInMilliseconds` (spec §3), the one number the leaderboard sorts by.
 */
export const ExpressContractorSchema = z
  .strictObject({
    contractor: expressName('express.error.contractorRequired'),
    ...timeParts,
  })
  .superRefine(plausibleTime)
  .transform(({ contractor, ...time }) => ({
    contractor,
    timeTakenInMilliseconds: totalMs(time),
  }));
export type ExpressContractor = z.input<typeof ExpressContractorSchema>;

/**
 * The day of the time trial: YYYY-MM-DD with no spaces, and not in the future. "Today" is the
 * latest day anywhere on Earth, the same bound as the admin date filters, so a manager west
 * of UTC late in the evening is not refused their own today. The API also holds it to the
 * express campaign's dates, which live in its database.
 */
const expressStartDate = z
  .string(msg('express.error.dateRequired'))
  .min(1, msg('express.error.dateRequired'))
  .refine((v) => !WHITESPACE.test(v), msg('express.error.dateBlank'))
  .pipe(z.iso.date(msg('admin.error.date')))
  .refine((v) => v <= latestToday(), msg('admin.error.futureDate'));

const staffAccountId = z
  .number(msg('express.error.asmRequired'))
  .int(msg('express.error.asmRequired'))
  .positive(msg('express.error.asmRequired'));

/**
 * POST /admin/express-campaign (spec §3, §5, §7): one visit to a wholesaler, filed under an
 * ASM account, with the contractors timed there. The console's form and the API parse with
 * it. An ASM files under their own account (`asmStaffId` absent or their own id); an admin
 * names the ASM account the visit belongs to.
 */
export const ExpressEntrySchema = z.strictObject({
  asmStaffId: staffAccountId.optional(),
  wholesaler: expressName('express.error.wholesalerRequired'),
  country: z.enum(EXPRESS_COUNTRIES, msg('express.error.countryRequired')),
  startDate: expressStartDate,
  contractorDetails: z
    .array(ExpressContractorSchema, msg('express.error.contractorsRequired'))
    .min(1, msg('express.error.contractorsRequired'))
    .max(EXPRESS_LIMITS.maxContractors, msg('express.error.contractorsMax')),
});
export type ExpressEntry = z.input<typeof ExpressEntrySchema>;
export type ExpressEntryInput = z.output<typeof ExpressEntrySchema>;

/** The stored entry: its id and how many contractor times it added to the leaderboard. */
export const ExpressEntryReceiptSchema = z.strictObject({
  id: z.number().int(),
  contractors: z.number().int(),
});
export type ExpressEntryReceipt = z.infer<typeof ExpressEntryReceiptSchema>;

/** Why a filed entry is changed: the audit log keeps it beside the before and after. */
const expressReason = z
  .string(msg('express.error.reasonRequired'))
  .trim()
  .min(1, msg('express.error.reasonRequired'))
  .max(EXPRESS_LIMITS.reasonMax, msg('express.error.reasonMax'))
  .regex(NO_CONTROL_CHARACTERS, msg('express.error.reasonRequired'));

/**
 * POST /admin/express-campaign/:id/correct (admins): the entry's wholesaler, day and
 * contractor times as they should have been filed, each time named by its id on the entry.
 * Times not listed stay as they are; the same minimum and campaign dates hold.
 */
export const ExpressEntryCorrectionSchema = z.strictObject({
  wholesaler: expressName('express.error.wholesalerRequired'),
  startDate: expressStartDate,
  times: z
    .array(
      z
        .strictObject({ id: z.number().int().positive(), ...timeParts })
        .superRefine(plausibleTime)
        .transform(({ id, ...time }) => ({ id, timeTakenInMilliseconds: totalMs(time) })),
      msg('express.error.contractorsRequired'),
    )
    .max(EXPRESS_LIMITS.maxContractors, msg('express.error.contractorsMax')),
  reason: expressReason,
});
export type ExpressEntryCorrection = z.input<typeof ExpressEntryCorrectionSchema>;
export type ExpressEntryCorrectionInput = z.output<typeof ExpressEntryCorrectionSchema>;

/** POST /admin/express-campaign/:id/withdraw (admins): off the public board, kept for audit. */
export const ExpressEntryWithdrawalSchema = z.strictObject({ reason: expressReason });
export type ExpressEntryWithdrawal = z.infer<typeof ExpressEntryWithdrawalSchema>;

/** GET /admin/express-campaign (admins; spec §7): the filed entries, newest first. */
export const ExpressAdminEntrySchema = z.strictObject({
  id: z.number().int(),
  asmStaffId: z.number().int().nullable(),
  asmName: z.string(),
  wholesaler: z.string(),
  country: z.enum(EXPRESS_COUNTRIES),
  startDate: isoDate,
  createdAt: z.iso.datetime({ offset: true }),
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
  contractors: z.array(
    z.strictObject({ id: z.number().int(), contractor: z.string(), timeTaken: z.number().int() }),
  ),
});
export type ExpressAdminEntry = z.infer<typeof ExpressAdminEntrySchema>;
export const ExpressAdminEntriesSchema = z.strictObject({
  content: z.array(ExpressAdminEntrySchema),
  totalElements: z.number().int(),
});
export type ExpressAdminEntries = z.infer<typeof ExpressAdminEntriesSchema>;

/** GET /admin/express-campaign/asm-accounts (admins): the active ASM accounts to file under. */
export const ExpressAsmAccountsSchema = z.array(
  z.strictObject({ id: z.number().int(), displayName: z.string() }),
);
export type ExpressAsmAccounts = z.infer<typeof ExpressAsmAccountsSchema>;
