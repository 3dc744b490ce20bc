import type { AuditAction } from '@lumen/validation/staff-constants';

/**
 * What each recorded action means, for the filter and the table (the code is shown too).
 * Partial: an action added to AUDIT_ACTIONS elsewhere shows its code until it gets a label.
 */
export const ACTION_LABELS: Readonly<Partial<Record<AuditAction, string>>> = {
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Failed sign-in',
  'auth.sign-out': 'Signed out',
  'staff.create': 'Account created',
  'staff.update': 'Account changed',
  'staff.reset-password': 'Password reset',
  'quotes.export': 'Quotes exported (CSV)',
  'audit.export': 'Audit log exported (CSV)',
};

/** An action without a label (a newer API's) is shown by its code alone. */
export function actionLabel(action: string): string | null {
  return Object.hasOwn(ACTION_LABELS, action)
    ? (ACTION_LABELS[action as AuditAction] ?? null)
    : null;
}
