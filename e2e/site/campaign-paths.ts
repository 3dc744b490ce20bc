import { upstreamFor } from '@lumen/gateway/routes';

/**
 * Paths of the campaigns app, by the gateway's own route table (ARCHITECTURE's route
 * ownership). `/lighting-design` is one: a campaigns landing page that the public spec also
 * names as the careers about section's canonical address.
 */
export const isCampaignPath = (pathname: string) => upstreamFor(pathname) === 'campaigns';

/**
 * The pages the campaigns app serves so far (issue 11, first increment); its patterns are
 * the shell's paths.campaigns. Its other prefixes (the linear-lighting page) are later
 * increments: the app answers them with its 404 page.
 */
const CAMPAIGN_PAGES = [
  /^\/goldenticket\/?$/,
  /^\/goldenticket\/(instantdraw|terms-conditions|termsandcondition|winners)\/?$/,
  /^\/express-leaderboard\/?$/,
  /^\/(world-cup|upload-invoice)\/?$/,
  /^\/(on-site-warranty|lighting-design|energy-saving-calculator|portal-login|marketing-collateral|customised-conversions|loyalty-app)\/?$/,
  /^\/ziigna-linear-lighting\/?$/,
  /^\/ziigna-linear-lighting\/builder\/?$/,
];

export const isServedCampaignPage = (pathname: string) =>
  CAMPAIGN_PAGES.some((page) => page.test(pathname));

/** What the gateway answers for a campaign path in these tests (both apps run). */
export const campaignPathStatus = (pathname: string) =>
  isServedCampaignPage(pathname) ? 200 : 404;
