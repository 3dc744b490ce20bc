import type { StaffRole } from '@lumen/validation/staff-constants';

/** How the console names each role: the header's badge and the staff accounts screen. */
export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  'super-admin': 'Super admin',
  admin: 'Admin',
  marketing: 'Marketing',
  asm: 'Area sales manager',
};
