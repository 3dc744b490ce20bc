import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { CREDENTIALS_FILE, ensureFirstStaffAccount } from './ensure-first-staff-account.ts';
import { verifyPassword } from './passwords.ts';
import { UsageError } from '#src/lib/database-command.ts';
import { packageRoot } from '#src/lib/package-root.ts';
import { staffCommand } from './staff-command.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'lumen-staff-test-'));
});
afterAll(async () => {
  await db.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const hashOf = async (userName: string) =>
  (
    await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM staff_accounts WHERE user_name = $1',
      [userName],
    )
  )[0]?.password_hash;

describe('the first start', () => {
  it('creates one super admin with a generated password, written to a 0600 file', async () => {
    // A file left from an earlier database, readable by all: replaced, not reused.
    writeFileSync(join(dataDir, CREDENTIALS_FILE), 'stale', { mode: 0o644 });
    const first = await ensureFirstStaffAccount(db.orm, dataDir);
    expect(first).toMatchObject({ userName: 'admin', file: join(dataDir, CREDENTIALS_FILE) });
    expect(first!.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(statSync(first!.file!).mode & 0o777).toBe(0o600);
    const text = readFileSync(first!.file!, 'utf8');
    expect(text).toContain('User name: admin');
    expect(text).toContain(`Password: ${first!.password}`);
    expect(await verifyPassword((await hashOf('admin'))!, first!.password)).toBe(true);
    const [row] = await db.query<{ role: string }>(
      "SELECT role FROM staff_accounts WHERE user_name = 'admin'",
    );
    expect(row!.role).toBe('super-admin');
    const [audit] = await db.query<{ action: string; details: object }>(
      "SELECT action, details FROM audit_log WHERE action = 'staff.create'",
    );
    expect(audit!.details).toMatchObject({ userName: 'admin', via: 'first-start' });
  });

  it('does nothing on every later start', async () => {
    const hash = await hashOf('admin');
    expect(await ensureFirstStaffAccount(db.orm, dataDir)).toBeNull();
    expect(await hashOf('admin')).toBe(hash);
  });
});

describe('the staff command', () => {
  it('creates an account with the role given and prints its generated password', async () => {
    const lines = await staffCommand(db.orm, [
      '--',
      'create',
      '--user',
      'Ada',
      '--role',
      'marketing',
      '--name',
      'Ada Lovelace',
    ]);
    expect(lines[0]).toBe('created ada (marketing)');
    const password = /^password: (\S{24})$/.exec(lines[1]!)![1]!;
    expect(await verifyPassword((await hashOf('ada'))!, password)).toBe(true);
  });

  it('resets a password, printing the new one', async () => {
    const before = await hashOf('ada');
    const [line] = await staffCommand(db.orm, ['reset', '--user', 'ada']);
    const password = /^new password for ada: (\S{24})$/.exec(line!)![1]!;
    expect(await hashOf('ada')).not.toBe(before);
    expect(await verifyPassword((await hashOf('ada'))!, password)).toBe(true);
  });

  it('disables and enables an account, audited as the command line', async () => {
    expect(await staffCommand(db.orm, ['disable', '--user', 'ada'])).toEqual([
      'ada is disabled; its sessions were ended',
    ]);
    expect(await staffCommand(db.orm, ['enable', '--user', 'ada'])).toEqual(['ada is enabled']);
    const rows = await db.query<{ details: { via?: string } }>(
      "SELECT details FROM audit_log WHERE action = 'staff.update' ORDER BY id",
    );
    expect(rows.map((r) => r.details.via)).toEqual(['cli', 'cli']);
  });

  it('changes a role, but never disables or demotes the last active super admin', async () => {
    expect(await staffCommand(db.orm, ['role', '--user', 'ada', '--role', 'super-admin'])).toEqual([
      'ada is now super-admin',
    ]);
    // Two active super admins: one of them may go.
    expect(await staffCommand(db.orm, ['disable', '--user', 'ada'])).toEqual([
      'ada is disabled; its sessions were ended',
    ]);
    const [last] = await db.query<{ user_name: string }>(
      "SELECT user_name FROM staff_accounts WHERE role = 'super-admin' AND NOT disabled",
    );
    for (const argv of [
      ['disable', '--user', last!.user_name],
      ['role', '--user', last!.user_name, '--role', 'admin'],
    ])
      await expect(staffCommand(db.orm, argv), argv.join(' ')).rejects.toThrow(
        /last active super admin/,
      );
    await staffCommand(db.orm, ['enable', '--user', 'ada']);
    await staffCommand(db.orm, ['role', '--user', 'ada', '--role', 'marketing']);
  });

  it('explains what is wrong instead of guessing', async () => {
    const cases: [string[], RegExp][] = [
      [[], /Usage/],
      [['create', '--user', 'bob'], /--role/],
      [
        ['create', '--user', 'bob', '--role', 'boss'],
        /--role: Role must be super-admin, admin, marketing or asm/,
      ],
      [['create', '--user', 'b', '--role', 'asm'], /--user: User name must be 3 to 64 lower-case/],
      [['create', '--user', 'ada', '--role', 'asm'], /already taken \(ada\)/],
      [['reset', '--user', 'nobody'], /No such staff account/],
      [['reset', '--user', 'ada', '--role', 'asm'], /create only/],
      [['role', '--user', 'ada', '--role', 'boss'], /--role: Role must be/],
      [['role', '--user', 'ada', '--name', 'Ada'], /create only/],
      [['delete', '--user', 'ada'], /Usage/],
      [['reset', '--password', 'x'], /Unknown option/],
    ];
    for (const [argv, message] of cases)
      await expect(staffCommand(db.orm, argv), argv.join(' ')).rejects.toThrow(message);
    await expect(staffCommand(db.orm, [])).rejects.toBeInstanceOf(UsageError);
  });
});

describe('pnpm --filter @lumen/api staff', () => {
  it('prints the generated password, and exits 2 with the reason when it cannot', () => {
    // On an embedded database of its own.
    const dir = mkdtempSync(join(tmpdir(), 'lumen-staff-cli-'));
    const { DATABASE_URL: _server, ...env } = process.env;
    const run = (...argv: string[]) =>
      spawnSync('pnpm', ['run', '--silent', 'staff', '--', ...argv], {
        cwd: packageRoot(import.meta.dirname),
        env: { ...env, DATA_DIR: dir },
        encoding: 'utf8',
      });
    try {
      const created = run('create', '--user', 'area.manager', '--role', 'asm');
      expect(created.status).toBe(0);
      expect(created.stdout).toMatch(/^created area\.manager \(asm\)\npassword: \S{24}\n$/);
      const missing = run('reset', '--user', 'nobody');
      expect(missing.stderr).toContain('No such staff account (nobody)');
      expect(missing.status).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
