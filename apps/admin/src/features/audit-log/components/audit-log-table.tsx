import type { AuditLogEntry } from '@lumen/validation/staff';
import { formatListDateTime } from '#src/lib/dates.ts';
import { actionLabel } from '../utils/action-labels.ts';
import { formatDetails } from '../utils/format-details.ts';

const CELL = 'px-3 py-2 align-top';

/**
 * The entries, in a region that scrolls sideways on a phone and can be scrolled by keyboard.
 * `relative` keeps the visually hidden texts (absolutely placed) inside the scroller; without
 * it they sit at their column's offset in the page and widen it.
 */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <div
      role="region"
      aria-label="Audit log entries"
      tabIndex={0}
      className="focus-ring relative overflow-x-auto rounded-lg border border-ink-200 bg-white"
    >
      <table className="w-full min-w-[60rem] text-left text-sm">
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {['Time', 'Who', 'Action', 'Target', 'Client address', 'Details'].map((title) => (
              <th key={title} scope="col" className="px-3 py-2 font-semibold">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const label = actionLabel(entry.action);
            const details = formatDetails(entry.details);
            return (
              <tr key={entry.id} className="border-t border-ink-200">
                <td className={`${CELL} whitespace-nowrap`}>
                  <time dateTime={entry.at}>{formatListDateTime(entry.at)}</time>
                </td>
                <td className={CELL}>
                  {entry.actor ? (
                    <>
                      {entry.actor.displayName}
                      <span className="block font-mono text-xs text-ink-600">
                        {entry.actor.userName}
                      </span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">No account (failed sign-in or the system)</span>
                    </>
                  )}
                </td>
                <td className={CELL}>
                  {label ?? entry.action}
                  {label ? (
                    <span className="block font-mono text-xs text-ink-600">{entry.action}</span>
                  ) : null}
                </td>
                <td className={`${CELL} font-mono text-xs`}>
                  {entry.target ? `${entry.target.type} ${entry.target.id}` : '—'}
                </td>
                <td className={`${CELL} font-mono text-xs`}>{entry.clientAddress ?? '—'}</td>
                <td className={CELL}>
                  {details.length === 0 ? (
                    '—'
                  ) : (
                    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                      {details.map((line) => (
                        <div key={line.key} className="contents">
                          <dt className="font-semibold text-ink-700">{line.key}:</dt>
                          <dd className="break-all">{line.value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
