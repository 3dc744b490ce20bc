import { formatDayMonthYear } from '@lumen/i18n/dates';
import { GOLDEN_TICKET_COPY } from '../copy.ts';
import type { GoldenTicketWinners, WinnerRow } from '@lumen/validation/promotions';
import { formatAmount } from '../utils/format.ts';

const COPY = GOLDEN_TICKET_COPY.winners;

/** The four draws in the order the page lists them (spec §2.1). */
export const WINNER_TABLES = [
  { key: 'star', title: COPY.star },
  { key: 'monthly', title: COPY.monthly },
  { key: 'weekly', title: COPY.weekly },
  { key: 'instant', title: COPY.instant },
] as const;

/**
 * One draw's winners: name, date (DD-MM-YYYY, spec §9) and reward. Three narrow columns that
 * fit a 390 px screen; a long name wraps inside its cell instead of widening the table.
 */
export function WinnersTable({ title, rows }: { title: string; rows: readonly WinnerRow[] }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-ink-950">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-700">{COPY.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-ink-200">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-ink-50 text-ink-800">
              <tr>
                <th scope="col" className="w-1/2 px-3 py-2 font-semibold sm:px-4">
                  {COPY.name}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                  {COPY.date}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-4">
                  {COPY.reward}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-ink-100">
                  <td className="px-3 py-2 break-words text-ink-950 sm:px-4">{row.winnerName}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-ink-800 tabular-nums sm:px-4">
                    {formatDayMonthYear(row.date)}
                  </td>
                  <td className="px-3 py-2 text-right text-ink-800 tabular-nums sm:px-4">
                    {formatAmount(row.reward)}
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

export function WinnersTables({ winners }: { winners: GoldenTicketWinners }) {
  return (
    <div className="flex flex-col gap-10">
      {WINNER_TABLES.map(({ key, title }) => (
        <WinnersTable key={key} title={title} rows={winners[key]} />
      ))}
    </div>
  );
}
