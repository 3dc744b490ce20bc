import { describe, expect, it } from 'vitest';
import { cardsFor, STAFF_CARDS } from './staff-constants.ts';
import {
  AuditLogExportQuerySchema,
  AuditLogQuerySchema,
  ChangePasswordFormSchema,
  ChangePasswordSchema,
  ClearSignInLockSchema,
  CreateStaffSchema,
  SignInSchema,
  UpdateStaffSchema,
} from './staff.ts';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('dashboard cards by role (issue 13)', () => {
  it('shows marketing the quotes only, an ASM the express form and leaderboard', () => {
    expect(cardsFor('marketing')).toEqual(['quotes']);
    expect(cardsFor('asm')).toEqual(['express-campaign', 'express-leaderboard']);
  });

  it('shows an admin every card of §2.5, and a super admin also notifications, settings, audit log and staff', () => {
    const superOnly = ['notifications', 'settings', 'audit-log', 'staff'];
    expect(cardsFor('admin')).toEqual(STAFF_CARDS.filter((c) => !superOnly.includes(c)));
    expect(cardsFor('super-admin')).toEqual([...STAFF_CARDS]);
  });
});

describe('SignInSchema', () => {
  it('lowers and trims the user name, keeps the password as typed', () => {
    expect(SignInSchema.parse({ userName: '  Ada.Lovelace ', password: ' pass ' })).toEqual({
      userName: 'ada.lovelace',
      password: ' pass ',
    });
  });

  it('refuses a 10 KB password and an over-long or control-character name, naming each field', () => {
    expect(
      issues(SignInSchema.safeParse({ userName: 'x'.repeat(65), password: 'p'.repeat(10_240) })),
    ).toEqual([
      ['userName', 'staff.error.userNameMax'],
      ['password', 'staff.error.passwordMax'],
    ]);
    expect(issues(SignInSchema.safeParse({ userName: 'ada\u0000', password: 'x' }))).toEqual([
      ['userName', 'staff.error.userNameMax'],
    ]);
    expect(SignInSchema.safeParse({ userName: 'a', password: 'p'.repeat(1024) }).success).toBe(
      true,
    );
  });

  it('accepts SQL-shaped names: they are only ever a bound parameter', () => {
    expect(SignInSchema.safeParse({ userName: "' OR 1=1 --", password: 'x' }).success).toBe(true);
  });
});

describe('CreateStaffSchema and UpdateStaffSchema', () => {
  it('allows user names of lower-case letters, digits, dots, hyphens and underscores', () => {
    expect(
      CreateStaffSchema.parse({ userName: ' Jo.Bloggs ', displayName: 'Jo', role: 'asm' }).userName,
    ).toBe('jo.bloggs');
    for (const userName of ['jo', "jo' OR '1'='1", '-jo', 'jo bloggs', 'x'.repeat(65)])
      expect(
        issues(CreateStaffSchema.safeParse({ userName, displayName: 'Jo', role: 'asm' })),
        userName,
      ).toEqual([['userName', 'staff.error.userNamePattern']]);
    expect(
      issues(CreateStaffSchema.safeParse({ userName: 'jo.b', displayName: '', role: 'root' })),
    ).toEqual([
      ['displayName', 'staff.error.displayNameRequired'],
      ['role', 'staff.error.role'],
    ]);
  });

  it('needs at least one change', () => {
    expect(issues(UpdateStaffSchema.safeParse({}))).toEqual([['', 'staff.error.noChange']]);
    expect(UpdateStaffSchema.safeParse({ disabled: true }).success).toBe(true);
  });
});

describe('AuditLogQuerySchema', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('pages from 0 in 50s by default, and refuses page −1, 10⁹ and sizes over 100', () => {
    expect(AuditLogQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(issues(AuditLogQuerySchema.safeParse({ page: '-1' }))).toEqual([
      ['page', 'admin.error.page'],
    ]);
    expect(issues(AuditLogQuerySchema.safeParse({ page: '1000000000' }))).toEqual([
      ['page', 'admin.error.page'],
    ]);
    expect(issues(AuditLogQuerySchema.safeParse({ page: '1.5', size: '101' }))).toEqual([
      ['page', 'admin.error.page'],
      ['size', 'admin.error.size'],
    ]);
  });

  it('refuses an end before the beginning and dates in the future, with the spec’s message', () => {
    expect(
      issues(AuditLogQuerySchema.safeParse({ startDate: '2026-03-02', endDate: '2026-03-01' })),
    ).toEqual([['endDate', 'admin.error.dateRange']]);
    expect(AuditLogQuerySchema.safeParse({ startDate: today, endDate: today }).success).toBe(true);
    expect(issues(AuditLogQuerySchema.safeParse({ endDate: '2999-01-01' }))).toEqual([
      ['endDate', 'admin.error.futureDate'],
    ]);
    expect(issues(AuditLogQuerySchema.safeParse({ startDate: '01/02/2026' }))).toEqual([
      ['startDate', 'admin.error.date'],
    ]);
  });
});

describe('AuditLogExportQuerySchema', () => {
  it('takes the list’s filters without a page, and refuses a page or a reversed range', () => {
    expect(
      AuditLogExportQuerySchema.parse({ actor: ' Root ', action: 'audit-log.export' }),
    ).toEqual({
      actor: 'root',
      action: 'audit-log.export',
    });
    expect(AuditLogExportQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(
      issues(
        AuditLogExportQuerySchema.safeParse({ startDate: '2026-03-02', endDate: '2026-03-01' }),
      ),
    ).toEqual([['endDate', 'admin.error.dateRange']]);
  });
});

describe('ChangePasswordSchema and ChangePasswordFormSchema', () => {
  const current = 'the old password';
  const next = 'correct horse battery staple';

  it('takes the current password and a new one of 15 to 1024 characters, never trimmed', () => {
    expect(
      ChangePasswordSchema.parse({ currentPassword: current, newPassword: ` ${next} ` }),
    ).toEqual({ currentPassword: current, newPassword: ` ${next} ` });
    expect(
      issues(
        ChangePasswordSchema.safeParse({ currentPassword: current, newPassword: 'x'.repeat(14) }),
      ),
    ).toEqual([['newPassword', 'staff.error.newPasswordMin']]);
    expect(
      issues(
        ChangePasswordSchema.safeParse({ currentPassword: current, newPassword: 'x'.repeat(1025) }),
      ),
    ).toEqual([['newPassword', 'staff.error.passwordMax']]);
    expect(
      issues(ChangePasswordSchema.safeParse({ currentPassword: next, newPassword: next })),
    ).toEqual([['newPassword', 'staff.error.newPasswordSame']]);
  });

  it('asks the form for the new password twice', () => {
    const form = { currentPassword: current, newPassword: next, confirmPassword: `${next}.` };
    expect(issues(ChangePasswordFormSchema.safeParse(form))).toEqual([
      ['confirmPassword', 'staff.error.confirmPassword'],
    ]);
    expect(ChangePasswordFormSchema.safeParse({ ...form, confirmPassword: next }).success).toBe(
      true,
    );
  });
});

describe('ClearSignInLockSchema', () => {
  it('takes a user name (lowered) or none, and a client address', () => {
    expect(ClearSignInLockSchema.parse({ userName: ' Admin ', client: '192.0.2.1' })).toEqual({
      userName: 'admin',
      client: '192.0.2.1',
    });
    expect(
      ClearSignInLockSchema.parse({ userName: null, client: '2001:db8::/64' }).userName,
    ).toBeNull();
    expect(issues(ClearSignInLockSchema.safeParse({ userName: null, client: '' }))).toEqual([
      ['client', 'staff.error.lockClient'],
    ]);
  });
});
