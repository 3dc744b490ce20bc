import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Orm } from '#src/db/client.ts';
import { staffAccounts } from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { createStaff } from './create-staff.ts';

/** The first account's user name; its password is generated. */
export const FIRST_STAFF_USER_NAME = 'admin';
/** Where the first account's credentials are written, under DATA_DIR (the README names it). */
export const CREDENTIALS_FILE = 'admin-credentials.txt';

export type FirstStaffAccount = {
  userName: string;
  password: string;
  /** The credentials file, or null when it could not be written (`fileError` says why). */
  file: string | null;
  fileError?: string;
};

/**
 * On a database with no staff account, creates one super admin with a generated password and
 * writes the credentials to DATA_DIR/admin-credentials.txt, readable by this user only (0600).
 * Returns them so the start can print them once; null when an account already existed (every
 * later start). Two first starts at once cannot both create it: the user name is unique.
 */
export async function ensureFirstStaffAccount(
  db: Orm,
  dataDir: string,
): Promise<FirstStaffAccount | null> {
  const [existing] = await db.select({ id: staffAccounts.id }).from(staffAccounts).limit(1);
  if (existing) return null;
  let password: string;
  try {
    ({ password } = await createStaff(
      db,
      { userName: FIRST_STAFF_USER_NAME, displayName: 'Super admin', role: 'super-admin' },
      { actorId: null, clientAddress: null },
      { via: 'first-start' },
    ));
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) return null;
    throw err;
  }
  const file = join(dataDir, CREDENTIALS_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    // A file left from an earlier database is replaced, not reopened: a new file gets 0600
    // at creation, where chmod after writing would leave a moment of wider access.
    rmSync(file, { force: true });
    writeFileSync(file, credentialsText(FIRST_STAFF_USER_NAME, password), {
      mode: 0o600,
      flag: 'wx',
    });
    return { userName: FIRST_STAFF_USER_NAME, password, file };
  } catch (err) {
    return { userName: FIRST_STAFF_USER_NAME, password, file: null, fileError: String(err) };
  }
}

function credentialsText(userName: string, password: string): string {
  return [
    'The first staff account of this Lumen API (a super admin), created on its first start.',
    'Sign in to the staff console with it, create personal accounts, then delete this file.',
    `Created: ${new Date().toISOString()}`,
    `User name: ${userName}`,
    `Password: ${password}`,
    '',
  ].join('\n');
}
