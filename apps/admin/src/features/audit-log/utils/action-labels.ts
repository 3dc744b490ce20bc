import type { AuditAction } from '@lumen/validation/staff-constants';

/**
 * What each recorded action means, for the filter and the table (the code is shown too).
 * Every action of AUDIT_ACTIONS has one (the type says so); an action a newer API records
 * shows its code alone.
 */
export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Failed sign-in',
  'auth.sign-out': 'Signed out',
  'staff.create': 'Account created',
  'staff.update': 'Account changed',
  'staff.reset-password': 'Password reset',
  'auth.change-password': 'Own password changed',
  'auth.clear-sign-in-lock': 'Sign-in lock lifted',
  'quotes.export': 'Quotes exported (CSV)',
  'search-statistics.export': 'Search statistics exported (CSV)',
  'golden-ticket-customers.export': 'Golden ticket customers exported (CSV)',
  'campaign-invoices.export': 'Campaign invoices exported (CSV)',
  'notifications.update': 'Notification settings changed',
  'golden-ticket-draw.freeze': 'Golden ticket draw pool frozen',
  'golden-ticket-draw.draw': 'Golden ticket prize drawn',
  'golden-ticket-draw.supersede': 'Golden ticket draw pool superseded',
  'audit-log.export': 'Audit log exported (CSV)',
  'express-campaign.create': 'Express campaign entry submitted',
  'express-campaign.correct': 'Express campaign entry corrected',
  'express-campaign.withdraw': 'Express campaign entry withdrawn',
  'retention.run': 'Retention command run',
  'retention.anonymise': 'Promotion entrants anonymised',
  'invoice.approve': 'Invoice approved (points added)',
  'invoice.reject': 'Invoice rejected',
  'invoice.edit-points': 'Invoice points changed',
  'reward-claim.approve': 'Reward claim approved',
  'reward-claim.reject': 'Reward claim rejected',
  'loyalty-settings.update': 'Loyalty settings changed',
};

/** An action without a label (a newer API's) is shown by its code alone. */
export function actionLabel(action: string): string | null {
  return Object.hasOwn(ACTION_LABELS, action)
    ? (ACTION_LABELS[action as AuditAction] ?? null)
    : null;
}
