/*
 * TEMPORARY: for the lead to delete at merge. A local copy of the names this feature needs from
 * @lumen/validation's promotions.ts and promotions-constants.ts, which the promotions API
 * branch adds (same names and shapes, spec §5 and §9). At merge: replace every
 * `from '../schema.tmp.ts'` / `from './schema.tmp.ts'` in this feature with
 * `from '@lumen/validation'` (or its `./promotions` and `./promotions-constants` subpaths),
 * delete this file, and drop the TMP_MESSAGE_TEXT fallback from utils/issue-text.ts. The
 * messages are the @lumen/i18n keys that branch adds; until then that fallback shows them.
 * Used by: api/*, components/entry-form.tsx, entry-page.tsx, instant-draw.tsx,
 * winners-tables.tsx, winners-page.tsx, utils/entry-form.ts, utils/issue-text.ts.
 */
import { z } from 'zod';

const msg = (key: string) => ({ message: key, abort: true });

export const GOLDEN_TICKET_LIMITS = { serialLength: 8, name: 30, email: 254 } as const;
export const REDEEM_COUNTRIES = ['ireland', 'uk'] as const;
export type RedeemCountry = (typeof REDEEM_COUNTRIES)[number];
export const CURRENCY_SYMBOLS = { EUR: '€', GBP: '£' } as const;

export const GOLDEN_TICKET_MESSAGES = {
  closed: 'goldenTicket.closed',
  serialInvalid: 'goldenTicket.serialInvalid',
  serialUsed: 'goldenTicket.serialUsed',
  noPromotion: 'goldenTicket.noPromotion',
  redeemNotFound: 'goldenTicket.redeem.notFound',
  redeemNoWin: 'goldenTicket.redeem.noWin',
  redeemAlreadyRedeemed: 'goldenTicket.redeem.alreadyRedeemed',
  redeemSent: 'goldenTicket.redeem.sent',
  winnersNotFound: 'goldenTicket.winnersNotFound',
} as const;

const HAS_LETTER = /\p{L}/u;
const WHITESPACE = /\s/;

const personName = (prefix: 'firstName' | 'lastName') =>
  z
    .string(msg(`goldenTicket.error.${prefix}Required`))
    .trim()
    .min(1, msg(`goldenTicket.error.${prefix}Required`))
    .max(GOLDEN_TICKET_LIMITS.name, msg(`goldenTicket.error.${prefix}Max`))
    .regex(HAS_LETTER, msg(`goldenTicket.error.${prefix}Letter`));

const email = z
  .string(msg('goldenTicket.error.emailRequired'))
  .min(1, msg('goldenTicket.error.emailRequired'))
  .refine((v) => !WHITESPACE.test(v), msg('goldenTicket.error.emailBlank'))
  .pipe(
    z
      .email(msg('goldenTicket.error.emailInvalid'))
      .max(GOLDEN_TICKET_LIMITS.email, msg('goldenTicket.error.emailInvalid')),
  );

const goldenSerialNumber = z
  .string(msg('goldenTicket.error.serialRequired'))
  .trim()
  .min(1, msg('goldenTicket.error.serialRequired'))
  .refine((v) => !WHITESPACE.test(v), msg('goldenTicket.error.serialBlank'))
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
  marketingAgreement: z.literal(true, msg('goldenTicket.error.agreement')),
});
export type GoldenTicketEntry = z.input<typeof GoldenTicketEntrySchema>;

export const GoldenTicketEntryResultSchema = z.strictObject({
  data: z.strictObject({ win: z.boolean().optional() }),
});

export const RedeemInstantWinSchema = z.strictObject({
  email,
  goldenSerialNumber,
  country: z.enum(REDEEM_COUNTRIES, msg('goldenTicket.error.location')),
});
export type RedeemInstantWin = z.input<typeof RedeemInstantWinSchema>;

export const RedeemInstantWinResultSchema = z.strictObject({
  success: z.literal(true),
  msg: z.string(),
});

const isoDate = z.iso.date();
const prize = z.strictObject({ count: z.number().int().min(0), value: z.number().min(0) });

export const PromotionPrizesSchema = z.strictObject({
  instant: prize,
  weekly: prize,
  monthly: prize.extend({ dates: z.array(isoDate) }),
  star: prize.extend({ date: isoDate }),
  currency: z.array(z.enum(Object.keys(CURRENCY_SYMBOLS) as ['EUR', 'GBP'])).min(1),
});
export type PromotionPrizes = z.infer<typeof PromotionPrizesSchema>;

export const GoldenTicketCurrentSchema = z.strictObject({
  slug: z.string(),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  instantWinStartsAt: z.iso.datetime().nullable(),
  instantWinEndsAt: z.iso.datetime().nullable(),
  drawsEndAt: z.iso.datetime(),
  prizes: PromotionPrizesSchema,
  open: z.boolean(),
  instantWinOpen: z.boolean(),
});
export type GoldenTicketCurrent = z.infer<typeof GoldenTicketCurrentSchema>;

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

/**
 * The English text of the message keys above, shown until the promotions branch adds them to
 * @lumen/i18n (utils/issue-text.ts prefers the translator's text when a key exists there).
 */
export const TMP_MESSAGE_TEXT: Readonly<Record<string, string>> = {
  'goldenTicket.error.firstNameRequired': 'First name is required',
  'goldenTicket.error.firstNameMax': 'First name must be less than 30 characters',
  'goldenTicket.error.firstNameLetter': 'First name must contain a letter',
  'goldenTicket.error.lastNameRequired': 'Surname is required',
  'goldenTicket.error.lastNameMax': 'Surname must be less than 30 characters',
  'goldenTicket.error.lastNameLetter': 'Surname must contain a letter',
  'goldenTicket.error.emailRequired': 'E-mail is required',
  'goldenTicket.error.emailInvalid': 'E-mail must be valid',
  'goldenTicket.error.emailBlank': 'Blank space not allowed',
  'goldenTicket.error.serialRequired': 'Serial Number is required',
  'goldenTicket.error.serialLength': 'Serial Number must be 8 characters long',
  'goldenTicket.error.serialBlank': 'Blank space not allowed',
  'goldenTicket.error.agreement': 'You must agree to continue!',
  'goldenTicket.error.location': 'Select your location to proceed',
  'goldenTicket.closed':
    'Sorry! Registration is closed. The Golden Ticket Promotion is no longer active.',
  'goldenTicket.noPromotion': 'There is no Golden Ticket promotion at the moment.',
};
