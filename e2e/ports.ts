// E2E servers use their own ports so a running `npm start` (3000/3001/4000) is left alone.
// `site` is the public website (the gateway); `siteApp` is the site app behind it,
// `campaignsApp` the campaigns app behind it, `gatewayNoCampaigns` a second gateway with no
// campaigns app, and
// `siteNoApi` a second site app whose API is unreachable, and `gatewayNoSite` a second
// gateway whose site app is unreachable, for the outage tests.
// E2E_PORT_OFFSET shifts them all, so two checkouts can run the suite side by side.
// eslint-disable-next-line no-restricted-properties -- test harness config, not app code
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  api: 4010 + offset,
  site: 3010 + offset,
  siteApp: 3011 + offset,
  siteNoApi: 3012 + offset,
  admin: 3013 + offset,
  gatewayNoSite: 3014 + offset,
  campaignsApp: 3015 + offset,
  gatewayNoCampaigns: 3016 + offset,
} as const;
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
export const E2E_SITE_URL = `http://localhost:${E2E_PORTS.site}`;
/** The staff console's origin as the API is told it (ADMIN_ORIGIN): staff calls send it. */
export const E2E_ADMIN_ORIGIN = `http://localhost:${E2E_PORTS.admin}`;
/** The API as the console calls it: the same site as E2E_ADMIN_ORIGIN, for the cookie. */
export const E2E_CONSOLE_API_URL = `http://localhost:${E2E_PORTS.api}`;
/** The e2e API's DATA_DIR, wiped at each run (its first staff account's credentials land here). */
export const E2E_API_DATA_DIR = `${import.meta.dirname}/.data/api`;
export const E2E_SITE_NO_API_URL = `http://127.0.0.1:${E2E_PORTS.siteNoApi}`;
/** An edition's URL on the gateway that has no campaigns app (its pages are the 503 page). */
export const gatewayNoCampaignsUrl = (edition: 'uk' | 'fr') =>
  `http://${edition}.localhost:${E2E_PORTS.gatewayNoCampaigns}`;
/** An edition's URL on the gateway whose site app is down. */
export const gatewayNoSiteUrl = (edition: 'uk' | 'fr') =>
  `http://${edition}.localhost:${E2E_PORTS.gatewayNoSite}`;
/** An edition's public URL: Chromium resolves every *.localhost name to this machine. */
export const editionUrl = (edition: 'uk' | 'au' | 'fr' | 'nz') =>
  `http://${edition}.localhost:${E2E_PORTS.site}`;
