// E2E servers use their own ports so a running `npm start` (3000/3001/4000) is left alone.
// `site` is the public website (the gateway); `siteApp` is the site app behind it, and
// `siteNoApi` a second site app whose API is unreachable, for the outage tests.
export const E2E_PORTS = {
  api: 4010,
  site: 3010,
  siteApp: 3011,
  siteNoApi: 3012,
  admin: 3013,
} as const;
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
export const E2E_SITE_URL = `http://localhost:${E2E_PORTS.site}`;
export const E2E_SITE_NO_API_URL = `http://127.0.0.1:${E2E_PORTS.siteNoApi}`;
/** An edition's public URL: Chromium resolves every *.localhost name to this machine. */
export const editionUrl = (edition: 'uk' | 'au' | 'fr' | 'nz') =>
  `http://${edition}.localhost:${E2E_PORTS.site}`;
