import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { en } from '@lumen/i18n/messages';
import { CreateStaffSchema, STAFF_ROLES, StaffRoleSchema } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { UsageError } from '#src/lib/database-command.ts';
import { HttpError } from '#src/lib/http-error.ts';
import { createStaff } from './create-staff.ts';
import { resetStaffPassword } from './reset-staff-password.ts';
import type { Actor } from './staff-ref.ts';
import { updateStaff } from './update-staff.ts';

const USAGE = `Usage: pnpm --filter @lumen/api staff -- <command> --user <name> [options]
  create  --user <name> --role <${STAFF_ROLES.join('|')}> [--name "Display Name"]
          creates the account and prints its generated password
  reset   --user <name>   prints a new generated password and ends the account's sessions
  disable --user <name>   the account can no longer sign in; its sessions end
  enable  --user <name>   the account can sign in again
  role    --user <name> --role <${STAFF_ROLES.join('|')}>   changes the account's role
The last active super admin cannot be disabled or demoted.`;

const COMMANDS = ['create', 'reset', 'disable', 'enable', 'role'] as const;

/** Changes made here are audited as the command line's, with no client address. */
const CLI: Actor = { actorId: null, clientAddress: null, via: 'cli' };

/**
 * `staff`: creates, resets, disables or enables a staff account from the command line, for
 * the operator (a lost super admin password, an account to lock at once). `argv` is what
 * follows the script name; returns the lines to print. Passwords are always generated.
 */
export async function staffCommand(db: Orm, argv: string[]): Promise<string[]> {
  // pnpm passes the `--` that separates its own options on to the script.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { user: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  const [command, ...extra] = parsed.positionals;
  const { user, role, name } = parsed.values;
  if (!COMMANDS.includes(command as never) || extra.length > 0 || !user)
    throw new UsageError(USAGE);
  if ((command !== 'create' && name) || (command !== 'create' && command !== 'role' && role))
    throw new UsageError(`--role goes with create and role, --name with create only\n${USAGE}`);
  const userName = user.trim().toLowerCase();

  try {
    switch (command as (typeof COMMANDS)[number]) {
      case 'create': {
        const input = CreateStaffSchema.safeParse({ userName, displayName: name ?? user, role });
        if (!input.success) throw new UsageError(`${describe(input.error)}\n${USAGE}`);
        const { account, password } = await createStaff(db, input.data, CLI);
        return [`created ${account.userName} (${account.role})`, `password: ${password}`];
      }
      case 'reset': {
        const { account, password } = await resetStaffPassword(db, { userName }, CLI);
        return [`new password for ${account.userName}: ${password}`, 'its sessions were ended'];
      }
      case 'role': {
        const parsed = StaffRoleSchema.safeParse(role);
        if (!parsed.success) throw new UsageError(`${describe(parsed.error, 'role')}\n${USAGE}`);
        const account = await updateStaff(db, { userName }, { role: parsed.data }, CLI);
        return [`${account.userName} is now ${account.role}`];
      }
      case 'disable':
      case 'enable': {
        const disabled = command === 'disable';
        const account = await updateStaff(db, { userName }, { disabled }, CLI);
        return [
          `${account.userName} is ${disabled ? 'disabled; its sessions were ended' : 'enabled'}`,
        ];
      }
    }
  } catch (err) {
    // A taken or unknown user name: the API's refusal, worded for the operator.
    if (err instanceof HttpError) throw new UsageError(`${err.message} (${userName})`);
    throw err;
  }
}

/** Each bad flag with the schema's message in English (the issues carry @lumen/i18n keys). */
function describe(error: z.ZodError, field?: string): string {
  const text = (key: string) => (Object.hasOwn(en, key) ? en[key as keyof typeof en] : key);
  return error.issues
    .map((i) => `--${flagOf(String(i.path[0] ?? field))}: ${String(text(i.message))}`)
    .join('\n');
}

function flagOf(field: string): string {
  return field === 'userName' ? 'user' : field === 'displayName' ? 'name' : field;
}
