/*
 * The leaderboard page's copy. Campaign pages are English only (spec §9), so their text is not
 * in @lumen/i18n's tables; other editions show it in English inside their own chrome.
 */
export const LEADERBOARD_COPY = {
  title: 'Express Campaign leaderboard',
  description:
    'The Lumen Express Campaign time-trial leaderboard: the fastest contractors in the United Kingdom and Ireland.',
  heading: 'Express Campaign leaderboard',
  country: 'Country',
  all: 'ALL',
  show: 'Show',
  rank: 'Rank',
  contractor: 'Contractor',
  time: 'Time',
  wholesaler: 'Wholesaler',
  asm: 'Area sales manager',
  date: 'Date',
  tableLabel: 'Leaderboard',
  empty: 'No times recorded yet.',
  unavailable: 'The leaderboard could not be loaded just now. Please try again later.',
  summary: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  pagination: 'Leaderboard pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
} as const;
