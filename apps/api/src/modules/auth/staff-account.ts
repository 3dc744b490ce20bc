import type { StaffAccount } from '@lumen/validation';
import { staffAccounts } from '#src/db/schema.ts';

/** The columns an account is shown with: never its password hash. */
export const STAFF_ACCOUNT_COLUMNS = {
  id: staffAccounts.id,
  userName: staffAccounts.userName,
  displayName: staffAccounts.displayName,
  role: staffAccounts.role,
  disabled: staffAccounts.disabled,
  createdAt: staffAccounts.createdAt,
  updatedAt: staffAccounts.updatedAt,
};

type Row = Omit<StaffAccount, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toStaffAccount(row: Row): StaffAccount {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
