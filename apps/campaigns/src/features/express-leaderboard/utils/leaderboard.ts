import {
  EXPRESS_COUNTRIES,
  EXPRESS_LIMITS,
  type ExpressCountry,
} from '@lumen/validation/promotions-constants';

/** The page's URL state (`?page=&country=`): page counts from 1; no country is ALL. */
export type LeaderboardState = { page: number; country: ExpressCountry | undefined };

/**
 * Reads the address's state, forgiving anything a visitor could type: an unknown country is
 * ALL and a page that is not a whole number from 1 to the API's last is the first.
 */
export function parseLeaderboardState(search: URLSearchParams): LeaderboardState {
  const rawCountry = search.get('country')?.trim().toUpperCase();
  const country = EXPRESS_COUNTRIES.find((c) => c === rawCountry);
  const rawPage = Number(search.get('page') ?? '1');
  const page =
    Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= EXPRESS_LIMITS.maxPage + 1
      ? rawPage
      : 1;
  return { page, country };
}

/** The API's query for a state: its page counts from 0 and its size is always 50. */
export function leaderboardQuery(state: LeaderboardState): URLSearchParams {
  const query = new URLSearchParams({
    page: String(state.page - 1),
    size: String(EXPRESS_LIMITS.pageSize),
  });
  if (state.country) query.set('country', state.country);
  return query;
}

export function totalPages(totalElements: number): number {
  return Math.max(1, Math.ceil(totalElements / EXPRESS_LIMITS.pageSize));
}

/** Cut at `max` characters with an ellipsis (spec §9: names at 20, contractors at 40). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export const truncateName = (name: string) => truncate(name, EXPRESS_LIMITS.truncateName);
export const truncateContractor = (name: string) =>
  truncate(name, EXPRESS_LIMITS.truncateContractor);

/** A time trial's time, m:ss.mmm ("1:05.042"), from milliseconds. */
export function formatTimeTaken(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const minutes = Math.floor(total / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
}
