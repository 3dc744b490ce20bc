import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { StaffCard } from '@lumen/validation/staff-constants';

type Screen = {
  path: string;
  card: StaffCard;
  Screen: LazyExoticComponent<ComponentType>;
};

// Before SCREENS, which calls it as the module loads.
export const loadScreen = <T extends Record<string, ComponentType>>(
  load: () => Promise<T>,
  name: keyof T,
) => lazy(async () => ({ default: (await load())[name] as ComponentType }));

/** The signed-in account's own screen, linked from the layout's header for every role. */
export const ACCOUNT_PATH = '/account';
export const AccountScreen = loadScreen(
  () => import('#src/features/account/account-page.tsx'),
  'AccountPage',
);

/**
 * The console's screens behind the dashboard's cards: their paths (lib/cards.ts links to
 * them) and the card whose roles may open them. Each loads on first visit.
 */
export const SCREENS: Screen[] = [
  {
    path: '/ziigna-quotes',
    card: 'quotes',
    Screen: loadScreen(() => import('#src/features/quotes/quotes-page.tsx'), 'QuotesPage'),
  },
  {
    path: '/express-campaign',
    card: 'express-campaign',
    Screen: loadScreen(
      () => import('#src/features/express-campaign/express-campaign-page.tsx'),
      'ExpressCampaignPage',
    ),
  },
  {
    path: '/promotions-retention',
    card: 'retention',
    Screen: loadScreen(
      () => import('#src/features/promotions-retention/promotions-retention-page.tsx'),
      'PromotionsRetentionPage',
    ),
  },
  {
    path: '/search-statistics',
    card: 'search-statistics',
    Screen: loadScreen(
      () => import('#src/features/search-statistics/search-statistics-page.tsx'),
      'SearchStatisticsPage',
    ),
  },
  {
    path: '/goldenticketdraw',
    card: 'golden-ticket-draw',
    Screen: loadScreen(
      () => import('#src/features/golden-ticket-draw/golden-ticket-draw-page.tsx'),
      'GoldenTicketDrawPage',
    ),
  },
  {
    path: '/goldenticket/customers',
    card: 'golden-ticket-customers',
    Screen: loadScreen(
      () => import('#src/features/golden-ticket-customers/golden-ticket-customers-page.tsx'),
      'GoldenTicketCustomersPage',
    ),
  },
  {
    path: '/garden-promo',
    card: 'garden-promo',
    Screen: loadScreen(
      () => import('#src/features/garden-promo/garden-promo-page.tsx'),
      'GardenPromoPage',
    ),
  },
  {
    path: '/campaign-invoices',
    card: 'campaign-invoices',
    Screen: loadScreen(
      () => import('#src/features/campaign-invoices/campaign-invoices-page.tsx'),
      'CampaignInvoicesPage',
    ),
  },
  {
    path: '/notification-settings',
    card: 'notifications',
    Screen: loadScreen(
      () => import('#src/features/notification-settings/notification-settings-page.tsx'),
      'NotificationSettingsPage',
    ),
  },
  {
    path: '/invoice-verification',
    card: 'invoice-verification',
    Screen: loadScreen(
      () => import('#src/features/loyalty-approvals/invoice-approvals-page.tsx'),
      'InvoiceVerificationPage',
    ),
  },
  {
    path: '/invoice-history',
    card: 'invoice-history',
    Screen: loadScreen(
      () => import('#src/features/loyalty-approvals/invoice-approvals-page.tsx'),
      'InvoiceHistoryPage',
    ),
  },
  {
    path: '/rewards-approval',
    card: 'rewards-approval',
    Screen: loadScreen(
      () => import('#src/features/loyalty-approvals/reward-claims-page.tsx'),
      'RewardsApprovalPage',
    ),
  },
  {
    path: '/rewards-history',
    card: 'rewards-history',
    Screen: loadScreen(
      () => import('#src/features/loyalty-approvals/reward-claims-page.tsx'),
      'RewardsHistoryPage',
    ),
  },
  {
    path: '/loyalty-settings',
    card: 'settings',
    Screen: loadScreen(
      () => import('#src/features/loyalty-approvals/loyalty-settings-page.tsx'),
      'LoyaltySettingsPage',
    ),
  },
  {
    path: '/staff',
    card: 'staff',
    Screen: loadScreen(() => import('#src/features/staff/staff-page.tsx'), 'StaffPage'),
  },
  {
    path: '/audit-log',
    card: 'audit-log',
    Screen: loadScreen(() => import('#src/features/audit-log/audit-log-page.tsx'), 'AuditLogPage'),
  },
];
