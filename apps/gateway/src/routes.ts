/**
 * Route ownership (ARCHITECTURE.md): which app answers a path. Prefixes match whole path
 * segments, so `/goldenticket/winners` goes to campaigns but `/goldenticketdraw` (an admin
 * page, on the admin host) does not.
 */
export type Upstream = 'site' | 'campaigns' | 'api';

/**
 * Campaign pages. Paths the spec does not give (World Cup, loyalty app, customised
 * conversions, portal login, marketing collateral) are the ones recorded in
 * docs/decisions/006; `/_campaigns` carries the campaigns app's own assets and route
 * manifest, so its client never asks the site for them.
 */
export const CAMPAIGN_PREFIXES = [
  '/goldenticket',
  '/express-leaderboard',
  '/upload-invoice',
  '/world-cup',
  '/ziigna-linear-lighting',
  '/loyalty-app',
  '/on-site-warranty',
  '/lighting-design',
  '/customised-conversions',
  '/energy-saving-calculator',
  '/portal-login',
  '/marketing-collateral',
  '/_campaigns',
] as const;

/** Served by the API so images are same-origin for the pages that show them. */
export const API_PREFIXES = ['/media', '/thumb'] as const;

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The app that owns a request path. React Router's data requests add `.data` to the page's
 * path (`/goldenticket/winners.data`), so that suffix is ignored when matching.
 */
export function upstreamFor(rawPath: string): Upstream {
  let pathname = rawPath.split('?')[0] ?? '/';
  if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length);
  if (API_PREFIXES.some((p) => matches(pathname, p))) return 'api';
  if (CAMPAIGN_PREFIXES.some((p) => matches(pathname, p))) return 'campaigns';
  return 'site';
}
