import { upstreamFor } from '@lumen/gateway/routes';

/**
 * Pages of the campaigns app, by the gateway's own route table (ARCHITECTURE's route
 * ownership). The app does not run in these tests, so the gateway answers them with its 503
 * page: site links may lead there, and the sitemap lists none of them until the campaigns app
 * serves them (issue 11). `/lighting-design` is one: a campaigns landing page that the public
 * spec also names as the careers about section's canonical address.
 */
export const isCampaignPath = (pathname: string) => upstreamFor(pathname) === 'campaigns';
