import { useState } from 'react';
import type { SignInLock } from '@lumen/validation/staff';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { DataTable, QueryList, TD } from '#src/components/data-table.tsx';
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
      <QueryList
        query={locks}
        failure="The sign-in locks could not be loaded"
        isEmpty={(data) => data.content.length === 0}
        empty="No address is locked out."
      >
        {({ content }) => (
          <DataTable
            label="Locked sign-ins"
            caption="Each client address locked out of a user name by failed sign-ins, and until when"
            columns={[
              'User name',
              'Client address',
              { label: 'Failed attempts', numeric: true },
              'Locked until',
              'Actions',
            ]}
          >
            {content.map((lock) => (
              <tr key={`${lock.userName ?? ''}|${lock.client}`} className="border-t border-ink-100">
                <th scope="row" className={`${TD} text-left font-mono font-medium`}>
                  {lock.userName ?? <span className="font-sans text-ink-600">{ALL_NAMES}</span>}
                </th>
                <td className={`${TD} font-mono`}>{lock.client}</td>
                <td className={`${TD} text-right`}>{lock.failures}</td>
                <td className={`${TD} whitespace-nowrap`}>
                  {formatListDateTime(lock.lockedUntil)}
                </td>
                <td className={TD}>
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
          </DataTable>
        )}
      </QueryList>
    </section>
  );
}
