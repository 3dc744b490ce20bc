/**
 * Pages of the campaigns app (the gateway routes them to it; decision 006 and ARCHITECTURE's
 * route ownership). It does not run in these tests, so the gateway answers them with its 503
 * page. The one list of exceptions the link tests read: site links may lead here, and the
 * sitemap lists none of them until the campaigns app serves them (issue 11).
 */
export const CAMPAIGN_PATHS = [
  '/goldenticket',
  '/express-leaderboard',
  '/upload-invoice',
  '/world-cup',
  '/ziigna-linear-lighting',
  '/loyalty-app',
  '/on-site-warranty',
  // Also, in the public spec, the canonical address of the careers about section.
  '/lighting-design',
  '/customised-conversions',
  '/energy-saving-calculator',
  '/portal-login',
  '/marketing-collateral',
];

export const isCampaignPath = (pathname: string) =>
  CAMPAIGN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
