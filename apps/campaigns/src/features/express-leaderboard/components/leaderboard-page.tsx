import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatDayMonthYear } from '@lumen/i18n/dates';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cn } from '@lumen/ui-kit/cn';
import { getPageWindow } from '@lumen/ui-kit/pagination-logic';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { LEADERBOARD_COPY as COPY } from '../copy.ts';
import { EXPRESS_COUNTRIES, EXPRESS_LIMITS } from '@lumen/validation/promotions-constants';
import { type ExpressLeaderboard } from '@lumen/validation/promotions';
import {
  formatTimeTaken,
  totalPages,
  truncateContractor,
  truncateName,
  type LeaderboardState,
} from '../utils/leaderboard.ts';

const COLUMNS: readonly { label: string; isNumeric?: boolean }[] = [
  { label: COPY.rank },
  { label: COPY.contractor },
  { label: COPY.time, isNumeric: true },
  { label: COPY.wholesaler },
  { label: COPY.asm },
  { label: COPY.country },
  { label: COPY.date },
];

const PAGE_LINK =
  'focus-ring inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold hover:bg-ink-100';

/** Page links (not buttons), so paging works before the page's script has loaded, or without. */
function PageLinks({ state, pages }: { state: LeaderboardState; pages: number }) {
  if (pages <= 1) return null;
  const href = (page: number) =>
    paths.campaigns.expressLeaderboard.getHref({ page, country: state.country });
  return (
    <nav aria-label={COPY.pagination}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {state.page > 1 ? (
          <li>
            <Link to={href(state.page - 1)} className={PAGE_LINK} aria-label={COPY.previous}>
              <span aria-hidden="true">‹</span>
            </Link>
          </li>
        ) : null}
        {getPageWindow(state.page, pages, 5).map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              aria-label={COPY.page(page)}
              aria-current={page === state.page ? 'page' : undefined}
              className={cn(
                PAGE_LINK,
                page === state.page && 'bg-ink-950 text-white hover:bg-ink-950',
              )}
            >
              {page}
            </Link>
          </li>
        ))}
        {state.page < pages ? (
          <li>
            <Link to={href(state.page + 1)} className={PAGE_LINK} aria-label={COPY.next}>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * /express-leaderboard (spec §2.2): a country filter (ALL, UNITED KINGDOM, IRELAND), 50 rows a
 * page. Its state is the address (`?page=&country=`): the filter is a GET form and the pages
 * are links, so both work without the script, and a page can be shared.
 */
export function LeaderboardPage({
  state,
  board,
}: {
  state: LeaderboardState;
  board: ExpressLeaderboard | null;
}) {
  const id = useId();
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading';
  const pages = board ? totalPages(board.totalElements) : 1;
  const first = (state.page - 1) * EXPRESS_LIMITS.pageSize;

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{COPY.heading}</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-country`} className="text-sm font-semibold text-ink-900">
            {COPY.country}
          </label>
          <select
            id={`${id}-country`}
            name="country"
            defaultValue={state.country ?? ''}
            key={state.country ?? ''}
            className="focus-ring h-11 rounded-md border border-ink-300 bg-white px-3 text-base"
          >
            <option value="">{COPY.all}</option>
            {EXPRESS_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClassName({ variant: 'secondary', size: 'md' })}>
          {COPY.show}
        </button>
      </Form>

      {!board ? (
        <p className="rounded-md border border-ink-200 bg-ink-50 px-4 py-3 text-base text-ink-800">
          {COPY.unavailable}
        </p>
      ) : board.content.length === 0 ? (
        <p className="text-base text-ink-700">{COPY.empty}</p>
      ) : (
        <>
          <p className="text-sm text-ink-700" aria-live="polite">
            {COPY.summary(first + 1, first + board.content.length, board.totalElements)}
          </p>
          <div
            role="region"
            aria-label={COPY.tableLabel}
            tabIndex={0}
            aria-busy={isLoading || undefined}
            className={cn(
              'focus-ring overflow-x-auto rounded-lg border border-ink-200',
              isLoading && 'opacity-60',
            )}
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-ink-50 text-ink-800">
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={cn('px-3 py-2 font-semibold', column.isNumeric && 'text-right')}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {board.content.map((row, i) => (
                  <tr key={`${first + i}`} className="border-t border-ink-100">
                    <td className="px-3 py-2 tabular-nums">{first + i + 1}</td>
                    <td className="px-3 py-2 text-ink-950" title={row.contractor}>
                      {truncateContractor(row.contractor)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatTimeTaken(row.timeTaken)}
                    </td>
                    <td className="px-3 py-2" title={row.wholesaler}>
                      {truncateName(row.wholesaler)}
                    </td>
                    <td className="px-3 py-2" title={row.asmName}>
                      {truncateName(row.asmName)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{row.country}</td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {formatDayMonthYear(row.startDate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageLinks state={state} pages={pages} />
        </>
      )}
    </section>
  );
}
