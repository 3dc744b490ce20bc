import type { StaffCard } from '@lumen/validation/staff-constants';
import { env } from '#src/config/env.ts';

export type CardLink =
  /** A screen of this console. */
  | { kind: 'screen'; path: string }
  /** A page of the public website. */
  | { kind: 'public'; url: string };

export type CardInfo = { title: string; description: string; link: CardLink };

const screen = (path: string): CardLink => ({ kind: 'screen', path });
const publicPage = (path: string): CardLink => ({ kind: 'public', url: env.publicSiteUrl + path });

/**
 * The dashboard's cards (spec §2.5), in STAFF_CARDS order: what each one says and where it
 * opens. Who sees which card is the API's answer (`cards` of GET /auth/session), taken from
 * the same CARD_ROLES table the API enforces, so the console never decides access itself.
 */
export const CARDS: Readonly<Record<StaffCard, CardInfo>> = {
  quotes: {
    title: 'Ziigna Quotes',
    description: 'Quote requests from the linear-lighting builder, with attachments.',
    link: screen('/ziigna-quotes'),
  },
  'express-campaign': {
    title: 'Express Campaign',
    description: 'Enter wholesaler and contractor times for the time trial.',
    link: screen('/express-campaign'),
  },
  'express-leaderboard': {
    title: 'Express Leaderboard',
    description: 'The public time-trial leaderboard.',
    link: publicPage('/express-leaderboard'),
  },
  'express-entries': {
    title: 'Express Entries',
    description: 'Correct or withdraw filed time-trial entries.',
    link: screen('/express-campaign'),
  },
  'garden-promo': {
    title: 'Garden Promo',
    description: 'Garden promotion entries and their invoices.',
    link: screen('/garden-promo'),
  },
  'golden-ticket-draw': {
    title: 'Golden Ticket Draw',
    description: 'Run and check the weekly, monthly and star prize draws.',
    link: screen('/goldenticketdraw'),
  },
  'golden-ticket-customers': {
    title: 'Golden Ticket Customers',
    description: 'Entrants of the Golden Ticket promotion and their wins.',
    link: screen('/goldenticket/customers'),
  },
  'golden-ticket-winners': {
    title: 'Golden Ticket Winners',
    description: 'The public winners page.',
    link: publicPage('/goldenticket/winners'),
  },
  'invoice-verification': {
    title: 'Invoice Verification',
    description: 'Pending invoices to approve or reject.',
    link: screen('/invoice-verification'),
  },
  'invoice-history': {
    title: 'Invoice History',
    description: 'Approved and rejected invoices.',
    link: screen('/invoice-history'),
  },
  'rewards-approval': {
    title: 'Rewards Approval',
    description: 'Pending reward redemption requests.',
    link: screen('/rewards-approval'),
  },
  'rewards-history': {
    title: 'Rewards History',
    description: 'Decided reward requests.',
    link: screen('/rewards-history'),
  },
  'search-statistics': {
    title: 'Search Statistics',
    description: 'What visitors search for, top terms and searches that found nothing.',
    link: screen('/search-statistics'),
  },
  'campaign-invoices': {
    title: 'Campaign Invoices',
    description: 'Invoices uploaded on the public invoice page, with CSV export.',
    link: screen('/campaign-invoices'),
  },
  notifications: {
    title: 'Notification Settings',
    description: 'The message shown to customers in the loyalty app.',
    link: screen('/notification-settings'),
  },
  settings: {
    title: 'Settings',
    description: 'Invoice points thresholds and the daily upload limit.',
    link: screen('/loyalty-settings'),
  },
  'audit-log': {
    title: 'Audit Log',
    description: 'Every sign-in, change and export, by whom and when.',
    link: screen('/audit-log'),
  },
  staff: {
    title: 'Staff Accounts',
    description: 'Create accounts, change roles, reset passwords, disable access.',
    link: screen('/staff'),
  },
  retention: {
    title: 'Data Retention',
    description: 'When each promotion’s entrant data is anonymised.',
    link: screen('/promotions-retention'),
  },
};
