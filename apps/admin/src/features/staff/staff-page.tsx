import { useState } from 'react';
import { PageTitle } from '#src/components/page-title.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { useStaffSession } from '#src/hooks/use-staff-session.ts';
import { useStaff } from './api/get-staff.ts';
import { CreateStaffForm } from './components/create-staff-form.tsx';
import { OneTimePasswordPanel, type OneTimePassword } from './components/one-time-password.tsx';
import { SignInLocks } from './components/sign-in-locks.tsx';
import { StaffRow } from './components/staff-row.tsx';

/**
 * /staff 'Staff Accounts' (issue 13 point 4, super admins): create accounts, change roles,
 * disable and enable them, reset passwords, and lift sign-in locks (listed below the
 * accounts). Generated passwords are shown once, in a panel above the list, and kept only in
 * this screen's memory until dismissed.
 */
export function StaffPage() {
  const session = useStaffSession();
  const staff = useStaff();
  const [oneTime, setOneTime] = useState<OneTimePassword | null>(null);

  return (
    <>
      <PageTitle>Staff Accounts</PageTitle>
      {oneTime ? <OneTimePasswordPanel value={oneTime} onDismiss={() => setOneTime(null)} /> : null}
      <CreateStaffForm
        onCreated={({ account, password }) =>
          setOneTime({ userName: account.userName, password, reason: 'created' })
        }
      />

      <h2 id="staff-accounts-heading" className="mt-10 mb-3 font-display text-lg font-semibold">
        Accounts
        {staff.data ? (
          <span className="ml-2 text-base font-normal text-ink-600">
            ({staff.data.totalElements})
          </span>
        ) : null}
      </h2>
      {staff.isPending ? (
        <ListStatus state="loading" />
      ) : staff.isError ? (
        <ListStatus state="error" onRetry={() => void staff.refetch()}>
          {staff.error.message}
        </ListStatus>
      ) : (
        // `relative`: the buttons' visually hidden words stay inside the scroller instead of
        // widening the page at 390 px.
        <div
          role="region"
          aria-labelledby="staff-accounts-heading"
          tabIndex={0}
          className="focus-ring relative overflow-x-auto rounded-lg border border-ink-200 bg-white"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  User name
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Display name
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Created
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.content.map((account) => (
                <StaffRow
                  key={account.id}
                  account={account}
                  isSelf={account.id === session.user.id}
                  onPassword={({ account: a, password }) =>
                    setOneTime({ userName: a.userName, password, reason: 'reset' })
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SignInLocks />
    </>
  );
}
