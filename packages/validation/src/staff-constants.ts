// Staff accounts, roles and what each role may open (issue 13; docs/decisions/029), without
// zod: the console renders its dashboard from these, and the API enforces the same table.
import type { MessageKey } from '@lumen/i18n/messages';

/** Most rights first. `asm` is an area sales manager. */
export const STAFF_ROLES = ['super-admin', 'admin', 'marketing', 'asm'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_LIMITS = {
  /** Lower-case letters, digits, `.`, `_` and `-`, starting with a letter or digit. */
  userNameMin: 3,
  userNameMax: 64,
  displayNameMax: 100,
  /**
   * Longer than any passphrase or manager-made password, and small enough that argon2 never
   * hashes a megabyte per request. Generated passwords are far shorter (24 characters).
   */
  passwordMax: 1024,
  /**
   * A password a person chooses (the password change): long enough to be a passphrase, as
   * NIST SP 800-63B asks of a password that is the only factor.
   */
  newPasswordMin: 15,
} as const;

/** What a staff account name looks like (the table's CHECK repeats it). */
export const STAFF_USER_NAME = /^[a-z0-9][a-z0-9._-]{2,63}$/;

/**
 * The console's dashboard cards (campaigns spec §2.5), in the dashboard's order, and the
 * areas of the admin API behind them. Every admin route belongs to one card, and a role may
 * call a route exactly when it sees the card (CARD_ROLES; apps/api modules/auth/admin-access.ts).
 */
export const STAFF_CARDS = [
  'quotes',
  'express-campaign',
  'express-leaderboard',
  /** Correcting and withdrawing filed time-trial entries (the express screen's entry list). */
  'express-entries',
  'garden-promo',
  'golden-ticket-draw',
  'golden-ticket-customers',
  'golden-ticket-winners',
  'invoice-verification',
  'invoice-history',
  'rewards-approval',
  'rewards-history',
  'search-statistics',
  'campaign-invoices',
  'notifications',
  'settings',
  'audit-log',
  'staff',
  /** When each promotion's entrants are anonymised (issue 14 point 9). */
  'retention',
] as const;
export type StaffCard = (typeof STAFF_CARDS)[number];

const ADMINS = ['super-admin', 'admin'] as const;

/**
 * Who sees each card (spec §6 and issue 13): marketing sees the quotes only; an ASM the
 * express form and leaderboard; an admin every card of §2.5; a super admin also the settings,
 * the audit log and staff accounts.
 */
export const CARD_ROLES: Readonly<Record<StaffCard, readonly StaffRole[]>> = {
  quotes: [...ADMINS, 'marketing'],
  'express-campaign': [...ADMINS, 'asm'],
  'express-leaderboard': [...ADMINS, 'asm'],
  // An ASM files their own visits; only an admin corrects or withdraws what is on the board.
  'express-entries': ADMINS,
  'garden-promo': ADMINS,
  'golden-ticket-draw': ADMINS,
  'golden-ticket-customers': ADMINS,
  'golden-ticket-winners': ADMINS,
  'invoice-verification': ADMINS,
  'invoice-history': ADMINS,
  'rewards-approval': ADMINS,
  'rewards-history': ADMINS,
  'search-statistics': ADMINS,
  // Decision 035: the campaign invoices are an admin list like the invoice queues; the
  // notification shown to every customer of the loyalty app is a super admin's setting.
  'campaign-invoices': ADMINS,
  notifications: ['super-admin'],
  settings: ['super-admin'],
  'audit-log': ['super-admin'],
  staff: ['super-admin'],
  retention: ADMINS,
};

/** The cards a role sees, in the dashboard's order. */
export function cardsFor(role: StaffRole): StaffCard[] {
  return STAFF_CARDS.filter((card) => CARD_ROLES[card].includes(role));
}

/**
 * What the audit log records. Later issues add approvals, point edits, draws and exports here;
 * the column takes any `area.verb-noun`, so a new action needs no migration.
 */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out',
  'staff.create',
  'staff.update',
  'staff.reset-password',
  /** A signed-in account changed its own password; its other sessions were ended. */
  'auth.change-password',
  /** A super admin lifted a sign-in lock: the user name (or none) and the client address. */
  'auth.clear-sign-in-lock',
  /** A CSV export of an admin list: the filter and the number of rows. */
  'quotes.export',
  'search-statistics.export',
  'golden-ticket-customers.export',
  'campaign-invoices.export',
  /** The audit log read out as CSV is itself audited: who took a copy, of what. */
  'audit-log.export',
  /** An express time-trial entry filed from the console, with its contractors' times. */
  'express-campaign.create',
  /** A filed entry corrected (before, after and why) or withdrawn from the public board. */
  'express-campaign.correct',
  'express-campaign.withdraw',
  /**
   * A run of the retention command (not a dry run): by the system, actor null, with what it
   * found; and one entry per promotion it anonymised, with the rows and files it cleared.
   */
  'retention.run',
  'retention.anonymise',
  /** The customer notification changed: its flag, type and message before and after. */
  'notifications.update',
  /** A prize draw's pool frozen (size and hash recorded), then drawn (value, index, winner). */
  'golden-ticket-draw.freeze',
  'golden-ticket-draw.draw',
  /** An open pool replaced by a new freeze: entries made since, or its window passed. */
  'golden-ticket-draw.supersede',
  /** A loyalty invoice decided (decision 034): the points given and the fraud signals seen. */
  'invoice.approve',
  'invoice.reject',
  /** The reviewer changed an invoice's points before deciding: from and to. */
  'invoice.edit-points',
  /** A reward claim decided, with its value, currency and the balance before and after. */
  'reward-claim.approve',
  'reward-claim.reject',
  /** The loyalty settings (thresholds, daily upload limit) changed: before and after. */
  'loyalty-settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Admin lists (spec §2: 50 a page). */
export const ADMIN_LIST_LIMITS = {
  pageSize: 50,
  maxSize: 100,
  /** Deeper pages are cheap to refuse and nobody reads them: 100 × 10,000 rows. */
  maxPage: 10_000,
} as const;

/** Refusals of the staff API, as @lumen/i18n keys; the API answers in their English text. */
export const STAFF_MESSAGES = {
  invalidCredentials: 'staff.signIn.invalid',
  locked: 'staff.signIn.locked',
  signInRequired: 'staff.session.required',
  forbidden: 'staff.session.forbidden',
  wrongOrigin: 'staff.origin.refused',
  consoleRequired: 'staff.console.required',
  notFound: 'staff.error.notFound',
  userNameTaken: 'staff.error.userNameTaken',
  ownAccount: 'staff.error.ownAccount',
  superAdminProtected: 'staff.error.superAdminProtected',
  lastSuperAdmin: 'staff.error.lastSuperAdmin',
  currentPasswordWrong: 'staff.error.currentPasswordWrong',
  lockNotFound: 'staff.error.lockNotFound',
} as const satisfies Record<string, MessageKey>;

/**
 * The header the staff console sends on every API call. A staff GET must carry it (or come
 * from the API's own origin, `Sec-Fetch-Site: same-origin`): a page of another origin can only
 * add a header after a CORS preflight, which the API grants to the console's origin alone, so
 * a script on a same-site page (the public website) cannot make staff reads with the cookie.
 */
export const STAFF_CONSOLE_HEADER = { name: 'x-lumen-console', value: '1' } as const;
