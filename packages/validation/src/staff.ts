import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import {
  ADMIN_LIST_LIMITS,
  AUDIT_ACTIONS,
  STAFF_CARDS,
  STAFF_LIMITS,
  STAFF_ROLES,
  STAFF_USER_NAME,
} from './staff-constants.ts';
import { NO_CONTROL_CHARACTERS } from './text.ts';

/*
 * The staff sign-in, staff accounts and the audit log (issue 13; docs/decisions/029): the
 * console's forms and the API parse with these. Messages are @lumen/i18n keys; each check
 * stops the field's checks, so a field is reported once, with its first broken rule.
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

/** A whole number in a query or path (so given as text), from min to max, one message for all. */
const wholeNumber = (key: MessageKey, min: number, max: number) =>
  z.coerce.number(msg(key)).int(msg(key)).min(min, msg(key)).max(max, msg(key));

/**
 * What a person types as a user name at sign-in: trimmed and lowered, any characters but
 * controls. Deliberately looser than STAFF_USER_NAME, so a name no account could have gets
 * the same "Invalid user name or password" as a wrong password.
 */
const signInUserName = z
  .string(msg('staff.error.userNameRequired'))
  .trim()
  .min(1, msg('staff.error.userNameRequired'))
  .max(STAFF_LIMITS.userNameMax, msg('staff.error.userNameMax'))
  .regex(NO_CONTROL_CHARACTERS, msg('staff.error.userNameMax'))
  .toLowerCase();

/** Never trimmed: spaces are part of a password. */
const password = z
  .string(msg('staff.error.passwordRequired'))
  .min(1, msg('staff.error.passwordRequired'))
  .max(STAFF_LIMITS.passwordMax, msg('staff.error.passwordMax'));

export const SignInSchema = z.strictObject({ userName: signInUserName, password });
export type SignIn = z.input<typeof SignInSchema>;

/** A password a person chooses: a passphrase's length, never trimmed. */
const newPassword = z
  .string(msg('staff.error.newPasswordMin'))
  .min(STAFF_LIMITS.newPasswordMin, msg('staff.error.newPasswordMin'))
  .max(STAFF_LIMITS.passwordMax, msg('staff.error.passwordMax'));

const changePasswordFields = { currentPassword: password, newPassword };
const differsFromCurrent = (v: { currentPassword: string; newPassword: string }) =>
  v.newPassword !== v.currentPassword;
const sameMessage = { path: ['newPassword'], message: 'staff.error.newPasswordSame' };

/** POST /auth/change-password: the signed-in account's current password and its new one. */
export const ChangePasswordSchema = z
  .strictObject(changePasswordFields)
  .refine(differsFromCurrent, sameMessage);
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/** The console's form: the same, with the new password typed twice. */
export const ChangePasswordFormSchema = z
  .strictObject({ ...changePasswordFields, confirmPassword: z.string() })
  .refine(differsFromCurrent, sameMessage)
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'staff.error.confirmPassword',
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

const userName = z
  .string(msg('staff.error.userNamePattern'))
  .trim()
  .toLowerCase()
  .regex(STAFF_USER_NAME, msg('staff.error.userNamePattern'));

const displayName = z
  .string(msg('staff.error.displayNameRequired'))
  .trim()
  .min(1, msg('staff.error.displayNameRequired'))
  .max(STAFF_LIMITS.displayNameMax, msg('staff.error.displayNameMax'))
  .regex(NO_CONTROL_CHARACTERS, msg('staff.error.displayNameMax'));

export const StaffRoleSchema = z.enum(STAFF_ROLES, msg('staff.error.role'));

export const CreateStaffSchema = z.strictObject({
  userName,
  displayName,
  role: StaffRoleSchema,
});
export type CreateStaff = z.input<typeof CreateStaffSchema>;
export type CreateStaffInput = z.output<typeof CreateStaffSchema>;

/** A change of display name, role or the disabled flag; at least one of them. */
export const UpdateStaffSchema = z
  .strictObject({
    displayName: displayName.optional(),
    role: StaffRoleSchema.optional(),
    disabled: z.boolean(msg('staff.error.disabled')).optional(),
  })
  .refine(
    (v) => v.displayName !== undefined || v.role !== undefined || v.disabled !== undefined,
    msg('staff.error.noChange'),
  );
export type UpdateStaff = z.input<typeof UpdateStaffSchema>;

export const StaffIdParamsSchema = z.strictObject({
  id: wholeNumber('staff.error.id', 1, Number.MAX_SAFE_INTEGER),
});

export const isoDateTime = z.iso.datetime();

export const StaffAccountSchema = z.strictObject({
  id: z.number().int(),
  userName: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** An admin list's answer (spec §7): one page of rows and how many match in all. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.strictObject({ content: z.array(row), totalElements: z.number().int() });
}

export const StaffListSchema = pageOf(StaffAccountSchema);
export type StaffList = z.infer<typeof StaffListSchema>;

/** A generated password, shown once to the super admin who created or reset the account. */
export const StaffPasswordSchema = z.strictObject({
  account: StaffAccountSchema,
  password: z.string(),
});
export type StaffPassword = z.infer<typeof StaffPasswordSchema>;

/**
 * A sign-in lock: failures from one client address on one user name (as typed, whether or not
 * an account has it), or, with no user name, on every name together (decision 040).
 */
export const SignInLockSchema = z.strictObject({
  userName: z.string().nullable(),
  client: z.string(),
  failures: z.number().int(),
  lockedUntil: isoDateTime,
});
export type SignInLock = z.infer<typeof SignInLockSchema>;

export const SignInLockListSchema = pageOf(SignInLockSchema);
export type SignInLockList = z.infer<typeof SignInLockListSchema>;

/** POST /admin/sign-in-locks/clear: which lock to lift, as the list names it. */
export const ClearSignInLockSchema = z.strictObject({
  userName: signInUserName.nullable(),
  client: z
    .string(msg('staff.error.lockClient'))
    .min(1, msg('staff.error.lockClient'))
    .max(100, msg('staff.error.lockClient')),
});
export type ClearSignInLock = z.input<typeof ClearSignInLockSchema>;

/** Who is signed in, what they may open, and when the session ends unless used. */
export const StaffSessionSchema = z.strictObject({
  user: z.strictObject({
    id: z.number().int(),
    userName: z.string(),
    displayName: z.string(),
    role: z.enum(STAFF_ROLES),
  }),
  cards: z.array(z.enum(STAFF_CARDS)),
  /** The absolute end (12 hours after sign-in). */
  expiresAt: isoDateTime,
  /** The idle end (30 minutes after the last request), moved on by each request. */
  idleExpiresAt: isoDateTime,
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** The latest day any visitor may be living in: today in UTC+14 (Kiribati). */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A day filter of an admin list (YYYY-MM-DD). */
export const listDate = z.iso.date(msg('admin.error.date'));

/**
 * The date filters of every admin list (spec §5): a day each, both optional; the end may not
 * come before the beginning, and neither may be in the future. Checked by the console before
 * it fetches and by the API.
 */
export function checkDateRange(
  v: { startDate?: string | undefined; endDate?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const today = latestToday();
  for (const key of ['startDate', 'endDate'] as const) {
    const day = v[key];
    if (day !== undefined && day > today)
      ctx.addIssue({ code: 'custom', path: [key], message: 'admin.error.futureDate' });
  }
  if (v.startDate !== undefined && v.endDate !== undefined && v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'admin.error.dateRange' });
}

/** An admin list's zero-based page and page size, as every admin table counts them. */
export const listPage = wholeNumber('admin.error.page', 0, ADMIN_LIST_LIMITS.maxPage).default(0);
export const listSize = wholeNumber('admin.error.size', 1, ADMIN_LIST_LIMITS.maxSize).default(
  ADMIN_LIST_LIMITS.pageSize,
);

/** What narrows the audit log, in the screen and in its CSV export alike. */
const auditLogFilter = {
  startDate: listDate.optional(),
  endDate: listDate.optional(),
  /** A user name: that account's actions only. */
  actor: signInUserName.optional(),
  action: z.enum(AUDIT_ACTIONS, msg('admin.error.action')).optional(),
};

export const AuditLogQuerySchema = z
  .strictObject({
    ...auditLogFilter,
    /** Zero-based, as every admin table counts. */
    page: listPage,
    size: listSize,
  })
  .superRefine(checkDateRange);
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

/** POST /admin/audit-log/export: the same filters, and every matching entry (no page). */
export const AuditLogExportQuerySchema = z.strictObject(auditLogFilter).superRefine(checkDateRange);
export type AuditLogExportQuery = z.input<typeof AuditLogExportQuerySchema>;

export const AuditLogEntrySchema = z.strictObject({
  id: z.number().int(),
  at: isoDateTime,
  /** Null for a failed sign-in, the first start and the command line. */
  actor: z
    .strictObject({ id: z.number().int(), userName: z.string(), displayName: z.string() })
    .nullable(),
  clientAddress: z.string().nullable(),
  /** One of AUDIT_ACTIONS, or an action a newer API records. */
  action: z.string(),
  target: z.strictObject({ type: z.string(), id: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = pageOf(AuditLogEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
