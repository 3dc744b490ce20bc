import { useState } from 'react';
import type { ExpressAdminEntry } from '@lumen/validation/promotions';
import { EXPRESS_LIMITS } from '@lumen/validation/promotions-constants';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { DataTable } from '#src/components/data-table.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { useExpressEntries } from '../api/get-express-entries.ts';
import { formatTime } from '../utils/format-time.ts';
import { EntryChangeDialog, type EntryChange } from './entry-change-dialog.tsx';

/**
 * The filed entries for admins (newest first, 50 a page): each with its ASM, wholesaler, day
 * and times, and Correct and Withdraw. A withdrawn entry stays listed, marked, with no actions:
 * it is off the public board and kept as it was for the audit log.
 */
export function ExpressEntryList() {
  const [page, setPage] = useState(0);
  const [change, setChange] = useState<{ entry: ExpressAdminEntry; kind: EntryChange } | null>(
    null,
  );
  const entries = useExpressEntries(page, true);
  const pages = Math.max(
    1,
    Math.ceil((entries.data?.totalElements ?? 0) / EXPRESS_LIMITS.pageSize),
  );

  return (
    <section aria-labelledby="express-entries-heading" className="mt-10 grid gap-4">
      <h2 id="express-entries-heading" className="font-display text-lg font-semibold">
        Filed entries
      </h2>
      {entries.isPending ? (
        <ListStatus state="loading" />
      ) : entries.isError ? (
        <ListStatus state="error" onRetry={() => void entries.refetch()}>
          The entries could not be loaded.
        </ListStatus>
      ) : entries.data.content.length === 0 ? (
        <ListStatus state="empty">No entries have been filed yet.</ListStatus>
      ) : (
        <>
          <DataTable
            label="Filed express entries"
            caption="Filed express entries, newest first"
            columns={['Entry', 'ASM', 'Wholesaler', 'Country', 'Date', 'Contractors', 'Actions']}
          >
            {entries.data.content.map((entry) => (
              <tr key={entry.id} className="border-t border-ink-200 align-top">
                <th scope="row" className="px-3 py-3 text-left font-medium">
                  {entry.id}
                  {entry.withdrawnAt ? (
                    <span className="block text-sm font-normal text-danger-600">Withdrawn</span>
                  ) : null}
                </th>
                <td className="px-3 py-3">{entry.asmName}</td>
                <td className="px-3 py-3">{entry.wholesaler}</td>
                <td className="px-3 py-3">{entry.country}</td>
                <td className="px-3 py-3">{entry.startDate}</td>
                <td className="px-3 py-3">
                  <ul>
                    {entry.contractors.map((c) => (
                      <li key={c.id}>
                        {c.contractor} <span className="font-mono">{formatTime(c.timeTaken)}</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-3">
                  {entry.withdrawnAt ? null : (
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        aria-label={`Correct entry ${entry.id}`}
                        className={buttonClassName({ variant: 'outline', size: 'sm' })}
                        onClick={() => setChange({ entry, kind: 'correct' })}
                      >
                        Correct
                      </button>
                      <button
                        type="button"
                        aria-label={`Withdraw entry ${entry.id}`}
                        className={buttonClassName({ variant: 'outline', size: 'sm' })}
                        onClick={() => setChange({ entry, kind: 'withdraw' })}
                      >
                        Withdraw
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          {pages > 1 ? (
            <nav aria-label="Entry pages" className="flex items-center gap-3">
              <button
                type="button"
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
                disabled={page === 0}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </button>
              <span>
                Page {page + 1} of {pages}
              </span>
              <button
                type="button"
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
                disabled={page + 1 >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      )}
      {change ? (
        <EntryChangeDialog
          key={`${change.kind}-${change.entry.id}`}
          entry={change.entry}
          kind={change.kind}
          onClose={() => setChange(null)}
        />
      ) : null}
    </section>
  );
}
