// The promotions' fixed rules and choices (campaigns spec §9), without zod: the campaign pages
// render from these in their first script and load the schemas (promotions.ts) only on submit.
import type { MessageKey } from '@lumen/i18n/messages';

/** The promotions' kinds; the garden promo's entries earn points, not prizes (decision 036). */
export const PROMOTION_KINDS = ['golden-ticket', 'invoice-upload', 'garden-promo'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const GOLDEN_TICKET_LIMITS = {
  /** Every golden ticket carries an 8-character serial number. */
  serialLength: 8,
  /** First name and surname. */
  name: 30,
  /** The longest address SMTP can deliver to (RFC 5321). */
  email: 254,
} as const;

/**
 * The serial alphabet: capitals and digits without the pairs people misread on a printed
 * ticket (O and 0, I and 1). 32 symbols, so 8 of them hold 40 bits.
 */
export const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Where an instant-win voucher can be sent, and the currency it is paid in there. */
export const REDEEM_COUNTRIES = ['ireland', 'uk'] as const;
export type RedeemCountry = (typeof REDEEM_COUNTRIES)[number];
export const CURRENCY_BY_COUNTRY = { ireland: 'EUR', uk: 'GBP' } as const;
export const CURRENCY_SYMBOLS = { EUR: '€', GBP: '£' } as const;
export type PrizeCurrency = keyof typeof CURRENCY_SYMBOLS;

/** The draws held besides the instant wins; `stared` is the star prize, spelt as the spec has it. */
export const DRAW_KINDS = ['weekly', 'monthly', 'stared'] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];

/**
 * The business outcomes of the golden ticket calls, as @lumen/i18n keys: the page shows the
 * closed message itself after the closing date, and the API answers with the same words.
 */
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
} as const satisfies Record<string, MessageKey>;

/**
 * How long entrants' personal data is kept after a promotion ends (GDPR storage limitation;
 * issue 14 point 9, docs/decisions/036), in days, counted from the end of its draws. A run may
 * set its own period (promotions.retention_days); null takes the default. The minimum keeps
 * the winners' names published for the terms' 30 days (spec §9) before anything is removed.
 */
export const PROMOTION_RETENTION = {
  defaultDays: 365,
  minDays: 30,
  maxDays: 3650,
} as const;

export const EXPRESS_COUNTRIES = ['UNITED KINGDOM', 'IRELAND'] as const;
export type ExpressCountry = (typeof EXPRESS_COUNTRIES)[number];

export const EXPRESS_LIMITS = {
  /** Wholesaler and contractor names. */
  name: 40,
  /** The leaderboard's only page size. */
  pageSize: 50,
  /** The leaderboard cuts names (ASM, wholesaler) at 20 characters and contractors at 40. */
  truncateName: 20,
  truncateContractor: 40,
  /** Deep pages are cheap to refuse and nobody reads them: 50 × 2,000 rows. */
  maxPage: 2000,
  /**
   * Contractors on one entry: a time trial at a wholesaler's counter times a handful of
   * people, so 50 is generous, and it bounds the one transaction that stores them.
   */
  maxContractors: 50,
  /** Minutes and seconds 0-59, milliseconds 0-999 (spec §5): a time under an hour. */
  maxMinutes: 59,
  maxSeconds: 59,
  maxMilliseconds: 999,
  /**
   * The fastest time the leaderboard takes. What is timed is a contractor wiring up a
   * fitting at the wholesaler's counter (the campaign's installation challenge): stripping,
   * connecting and closing a luminaire takes well over a minute, so anything under one is a
   * slip of the keyboard (a blank minutes box) or an attempt to top the public board.
   */
  minTimeMs: 60_000,
  /** Why an entry was corrected or withdrawn, as the audit log keeps it. */
  reasonMax: 200,
} as const;

/**
 * The express refusals the API makes beyond the shared schemas, as @lumen/i18n keys (the
 * console shows them beside the field they name, or as the form's message).
 */
export const EXPRESS_MESSAGES = {
  asmNotYours: 'express.error.asmNotYours',
  asmUnknown: 'express.error.asmUnknown',
  dateOutsideCampaign: 'express.error.dateOutsideCampaign',
  entryNotFound: 'express.error.entryNotFound',
  withdrawn: 'express.error.withdrawn',
  timeNotOnEntry: 'express.error.timeNotOnEntry',
} as const satisfies Record<string, MessageKey>;

/**
 * The area sales managers a time-trial entry is filed under (spec §5: a fixed list of about
 * 32). Kept as data, not code: these are invented UK and Irish names standing in for the real
 * list, which replaces this array (and nothing else) once the business supplies it. Names
 * already stored stay readable only while they remain here (the leaderboard answers ASM_NAMES).
 */
export const ASM_NAMES = [
  'Aidan Brennan',
  'Alan Whitfield',
  'Brian Kavanagh',
  'Callum Reid',
  'Caoimhe Doyle',
  'Ciarán Walsh',
  'Conor Gallagher',
  'Darren Holt',
  'Declan Murphy',
  'Eamon Fitzgerald',
  'Emma Lawson',
  'Fiona Quinn',
  'Gareth Price',
  'Grace Kennedy',
  'Hannah Booth',
  'Iain Fraser',
  'James Carter',
  'Kevin Byrne',
  'Laura McAllister',
  'Liam O’Connor',
  'Mark Pennington',
  'Michael Dunne',
  'Niamh Sheridan',
  'Owen Griffiths',
  'Patrick Nolan',
  'Rachel Hughes',
  'Rhys Morgan',
  'Ryan Cassidy',
  'Seán Keane',
  'Sophie Turner',
  'Stuart Campbell',
  'Tom Ashworth',
] as const;
export type AsmName = (typeof ASM_NAMES)[number];

/**
 * What an anonymised entrant row holds instead of its personal data (docs/decisions/036). The
 * e-mail doubles as the row's "done" mark (no real address ends in .invalid, RFC 2606): the
 * retention command picks up exactly the rows still to do, and the console tells an
 * anonymised row (whose file is gone) from the others.
 */
export const ANONYMISED = {
  firstName: 'Anonymised',
  lastName: 'Entrant',
  companyName: 'Anonymised',
  email: 'anonymised@example.invalid',
  mailText: '[Anonymised: the promotion’s retention period has ended.]',
  unsentError: 'Not sent: anonymised when the promotion’s retention period ended',
} as const;
