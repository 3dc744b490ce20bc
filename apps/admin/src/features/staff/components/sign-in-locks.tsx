import { useState } from 'react';
import type { SignInLock } from '@lumen/validation/staff';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { ListStatus } from '#src/components/list-status.tsx';
import { useToast } from '#src/components/toast.tsx';
import { formatListDateTime } from '#src/lib/dates.ts';
import { apiErrorText } from '#src/lib/field-errors.ts';
import { useClearSignInLock } from '../api/clear-sign-in-lock.ts';
import { useSignInLocks } from '../api/get-sign-in-locks.ts';

const ALL_NAMES = 'every user name';

/**
 * 'Locked sign-ins': each client address locked out of a user name (or of every name) by
 * failed sign-ins, until when, and a button that lifts the lock. A lock never keeps the
 * account's owner out from another address, so this is for a colleague stuck behind their
 * own typos, and for seeing who is guessing.
 */
export function SignInLocks() {
  const locks = useSignInLocks();
  const clear = useClearSignInLock();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const describe = (lock: SignInLock) => `${lock.userName ?? ALL_NAMES} from ${lock.client}`;

  return (
    <section aria-labelledby="sign-in-locks-heading" className="mt-10">
      <h2 id="sign-in-locks-heading" className="mb-3 font-display text-lg font-semibold">
        Locked sign-ins
        {locks.data ? (
          <span className="ml-2 text-base font-normal text-ink-600">
            ({locks.data.totalElements})
          </span>
        ) : null}
      </h2>
      <p role="alert" className="mb-2 text-sm text-danger-600 empty:hidden">
        {error ?? ''}
      </p>
      {locks.isPending ? (
        <ListStatus state="loading" />
      ) : locks.isError ? (
        <ListStatus state="error" onRetry={() => void locks.refetch()}>
          {locks.error.message}
        </ListStatus>
      ) : locks.data.content.length === 0 ? (
        <p className="text-sm text-ink-600">No address is locked out.</p>
      ) : (
        <div
          role="region"
          aria-labelledby="sign-in-locks-heading"
          tabIndex={0}
          className="focus-ring relative overflow-x-auto rounded-lg border border-ink-200 bg-white"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  User name
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Client address
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Failed attempts
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Locked until
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {locks.data.content.map((lock) => (
                <tr
                  key={`${lock.userName ?? ''}|${lock.client}`}
                  className="border-t border-ink-200"
                >
                  <th scope="row" className="px-3 py-3 text-left font-mono font-medium">
                    {lock.userName ?? <span className="font-sans text-ink-600">{ALL_NAMES}</span>}
                  </th>
                  <td className="px-3 py-3 font-mono">{lock.client}</td>
                  <td className="px-3 py-3">{lock.failures}</td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    {formatListDateTime(lock.lockedUntil)}
                  </td>
                  <td className="px-3 py-3">
                    <button
                      type="button"
                      className={buttonClassName({ variant: 'outline', size: 'sm' })}
                      disabled={clear.isPending}
                      onClick={() => {
                        setError(null);
                        clear.mutate(
                          { userName: lock.userName, client: lock.client },
                          {
                            onSuccess: () =>
                              toast(`Lock lifted: ${describe(lock)}`, { tone: 'success' }),
                            onError: (e) => setError(apiErrorText(e)),
                          },
                        );
                      }}
                    >
                      Lift lock<span className="sr-only"> of {describe(lock)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
