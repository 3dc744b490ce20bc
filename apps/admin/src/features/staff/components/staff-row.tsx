import { useState } from 'react';
import type { StaffAccount, StaffPassword } from '@lumen/validation/staff';
import { STAFF_ROLES, type StaffRole } from '@lumen/validation/staff-constants';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { useToast } from '#src/components/toast.tsx';
import { formatListDate } from '#src/lib/dates.ts';
import { ROLE_LABELS } from '#src/lib/roles.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useUpdateStaff } from '../api/update-staff.ts';
import { apiErrorText } from '#src/lib/field-errors.ts';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { messageText } from '#src/lib/messages.ts';
import { STAFF_MESSAGES } from '@lumen/validation/staff-constants';

const SELECT =
  'focus-ring h-9 rounded-md border border-ink-300 bg-white px-2 text-sm text-ink-900 ' +
  'aria-invalid:border-danger-600';

/**
 * One account: its role (select and Save), Disable/Enable and Reset password, each with its
 * own pending state and its refusal shown in the row or in its dialog. The signed-in super
 * admin's own row offers none of them: the API refuses a role change and Disable, and a reset
 * would end this very session before the new password could be read. Another super admin's
 * row offers none either: only the staff command on the server may change them. The row says
 * why.
 */
export function StaffRow({
  account,
  isSelf,
  onPassword,
}: {
  account: StaffAccount;
  isSelf: boolean;
  onPassword: (reset: StaffPassword) => void;
}) {
  const [role, setRole] = useState<StaffRole>(account.role);
  const [rowError, setRowError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'reset' | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const update = useUpdateStaff();
  const reset = useResetStaffPassword();
  const toast = useToast();
  const name = account.userName;
  const roleSelectId = `role-${account.id}`;
  const isLocked = isSelf || account.role === 'super-admin';

  const openDialog = (which: 'disable' | 'reset') => {
    setDialogError(null);
    update.reset();
    reset.reset();
    setDialog(which);
  };

  return (
    <tr className="border-t border-ink-200 align-top">
      <th scope="row" className="px-3 py-3 text-left font-mono text-sm font-medium">
        {name}
        {isSelf ? <span className="font-sans text-ink-600"> (you)</span> : null}
      </th>
      <td className="px-3 py-3">{account.displayName}</td>
      <td className="px-3 py-3">
        {isLocked ? (
          ROLE_LABELS[account.role]
        ) : (
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              setRowError(null);
              update.mutate(
                { id: account.id, role },
                {
                  onSuccess: (after) =>
                    toast(`${name} is now ${ROLE_LABELS[after.role]}`, { tone: 'success' }),
                  onError: (error) => setRowError(apiErrorText(error)),
                },
              );
            }}
          >
            <label htmlFor={roleSelectId} className="sr-only">
              Role of {name}
            </label>
            <select
              id={roleSelectId}
              className={SELECT}
              value={role}
              aria-invalid={rowError ? true : undefined}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              disabled={role === account.role || update.isPending}
            >
              Save<span className="sr-only"> the role of {name}</span>
            </button>
          </form>
        )}
      </td>
      <td className="px-3 py-3">
        <span
          className={
            'inline-block rounded-full px-2 py-0.5 text-sm font-medium ' +
            (account.disabled ? 'bg-danger-50 text-danger-600' : 'bg-success-50 text-success-600')
          }
        >
          {account.disabled ? 'Disabled' : 'Active'}
        </span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{formatListDate(account.createdAt)}</td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-2">
          {isLocked ? null : (
            <>
              <button
                type="button"
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
                disabled={update.isPending}
                onClick={() => openDialog('disable')}
              >
                {account.disabled ? 'Enable' : 'Disable'}
                <span className="sr-only"> {name}</span>
              </button>
              <button
                type="button"
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
                disabled={reset.isPending}
                onClick={() => openDialog('reset')}
              >
                Reset password<span className="sr-only"> of {name}</span>
              </button>
            </>
          )}
        </div>
        {isSelf ? (
          <p className="mt-2 max-w-xs text-sm text-ink-600">
            You cannot change your own role, disable yourself or reset your own password here (a
            reset would sign you out before you read the new one): change your password from the
            header, and ask the server’s operator for the rest.
          </p>
        ) : isLocked ? (
          <p className="mt-2 max-w-xs text-sm text-ink-600">
            {messageText(STAFF_MESSAGES.superAdminProtected)}.
          </p>
        ) : null}
        <p role="alert" className="mt-2 text-sm text-danger-600 empty:hidden">
          {rowError ?? ''}
        </p>

        <ConfirmDialog
          isOpen={dialog === 'disable'}
          onOpenChange={(open) => setDialog(open ? 'disable' : null)}
          title={account.disabled ? `Enable ${name}?` : `Disable ${name}?`}
          description={
            account.disabled
              ? `${name} can sign in again with their current password.`
              : `${name} is signed out at once and cannot sign in until the account is enabled again.`
          }
          confirmLabel={account.disabled ? 'Enable' : 'Disable'}
          isPending={update.isPending}
          error={dialogError}
          onConfirm={() =>
            update.mutate(
              { id: account.id, disabled: !account.disabled },
              {
                onSuccess: (after) => {
                  setDialog(null);
                  toast(`${name} is ${after.disabled ? 'disabled' : 'enabled'}`, {
                    tone: 'success',
                  });
                },
                onError: (error) => setDialogError(apiErrorText(error)),
              },
            )
          }
        />
        <ConfirmDialog
          isOpen={dialog === 'reset'}
          onOpenChange={(open) => setDialog(open ? 'reset' : null)}
          title={`Reset the password of ${name}?`}
          description={`The current password stops working and ${name} is signed out everywhere. A new password is shown once.`}
          confirmLabel="Reset password"
          isPending={reset.isPending}
          error={dialogError}
          onConfirm={() =>
            reset.mutate(account.id, {
              onSuccess: (result) => {
                setDialog(null);
                toast(`New password made for ${name}`, { tone: 'success' });
                onPassword(result);
              },
              onError: (error) => setDialogError(apiErrorText(error)),
            })
          }
        />
      </td>
    </tr>
  );
}
