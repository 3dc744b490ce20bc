import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN_ORIGIN,
  E2E_API_DATA_DIR,
  E2E_API_URL,
  E2E_CONSOLE_API_URL,
  E2E_PORTS,
  E2E_SITE_URL,
  editionUrl,
} from './ports.ts';

// The bootstrap (`npm test`) finds or installs a Chromium and passes it here; Playwright's
// own download is used only when none exists.
const executablePath = process.env.CHROME_PATH || undefined;

const siteEnv = {
  NODE_ENV: 'production',
  PUBLIC_API_URL: E2E_API_URL,
  SITE_URL: E2E_SITE_URL,
  EDITION: 'uk',
  // Loaded on the New Zealand edition only; it cannot load here, the tests check the tag.
  SUPPORT_CHAT_SCRIPT_URL: 'https://chat.lumen-lighting.example/widget.js',
  // Longer than production's 5 s, so that a page the suite asks for twice is the cached copy
  // every time, however slow the machine: a page-cache key that missed an input would show.
  PAGE_CACHE_SECONDS: '60',
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: E2E_SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: '**/admin/golden-ticket-draw.spec.ts',
    },
    // The draw spec enters tickets of the current run, which would take the winning moments
    // the golden ticket flows expect still due: with one worker, projects run in this order,
    // so it runs after everything else. (Not a `dependencies` entry: that would run the whole
    // suite whenever this one file is run.)
    {
      name: 'chromium-draw',
      use: { ...devices['Desktop Chrome'] },
      testMatch: '**/admin/golden-ticket-draw.spec.ts',
    },
  ],
  webServer: [
    {
      // The production build, on a fresh embedded database each run so tests see exactly the seed.
      command:
        'rm -rf .data/api && pnpm --filter @lumen/api build && pnpm --filter @lumen/api start',
      url: `${E2E_API_URL}/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORTS.api),
        DATA_DIR: E2E_API_DATA_DIR,
        // Staff calls (the quote check's search, fixtures/staff-api.ts) come from this origin.
        ADMIN_ORIGIN: E2E_ADMIN_ORIGIN,
        LOG_LEVEL: 'warn',
        // As in `npm start`: the browser posts searches to this port directly, not through
        // the gateway, so no proxy hop is trusted (decision 012).
        TRUST_PROXY_HOPS: '0',
        // These tests check flows, not overload (the API's own tests do): on a loaded CI machine
        // a few slow embedded-database queries in a row must not turn a page's request into a 503.
        MAX_EVENT_LOOP_DELAY_MS: '3000',
        // The browser calls the product API (autocomplete) from every edition's origin.
        CORS_ORIGINS: [E2E_SITE_URL, ...(['uk', 'au', 'fr', 'nz'] as const).map(editionUrl)].join(
          ',',
        ),
      },
    },
    {
      // Production build of the site, behind the gateway like `npm start` runs it.
      command: 'pnpm --filter @lumen/site build && pnpm --filter @lumen/site start',
      url: `http://127.0.0.1:${E2E_PORTS.siteApp}/robots.txt`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { ...siteEnv, PORT: String(E2E_PORTS.siteApp), API_URL: E2E_API_URL },
    },
    {
      // The same build with its API unreachable (nothing listens on the discard port).
      command: 'pnpm --filter @lumen/site start',
      url: `http://127.0.0.1:${E2E_PORTS.siteNoApi}/robots.txt`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { ...siteEnv, PORT: String(E2E_PORTS.siteNoApi), API_URL: 'http://127.0.0.1:9' },
    },
    {
      // Production build of the staff console (static files and its small server), calling
      // the API by the host name `localhost` like the console's origin: the session cookie is
      // SameSite=Strict, so console and API must be the same site.
      command: 'pnpm --filter @lumen/admin build && pnpm --filter @lumen/admin start',
      url: `http://127.0.0.1:${E2E_PORTS.admin}/admin-login`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORTS.admin),
        API_URL: E2E_CONSOLE_API_URL,
        PUBLIC_SITE_URL: E2E_SITE_URL,
      },
    },
    {
      // Production build of the campaigns app (/goldenticket…, /express-leaderboard), behind
      // the gateway like the site.
      command: 'pnpm --filter @lumen/campaigns build && pnpm --filter @lumen/campaigns start',
      url: `http://127.0.0.1:${E2E_PORTS.campaignsApp}/goldenticket/terms-conditions`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { ...siteEnv, PORT: String(E2E_PORTS.campaignsApp), API_URL: E2E_API_URL },
    },
    {
      command: 'pnpm --filter @lumen/gateway build && pnpm --filter @lumen/gateway start',
      url: `http://127.0.0.1:${E2E_PORTS.site}/robots.txt`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORTS.site),
        SITE_APP_URL: `http://127.0.0.1:${E2E_PORTS.siteApp}`,
        CAMPAIGNS_URL: `http://127.0.0.1:${E2E_PORTS.campaignsApp}`,
        API_URL: E2E_API_URL,
      },
    },
    {
      // The same gateway build without a campaigns app: campaign pages are the 503 page.
      command: 'pnpm --filter @lumen/gateway start',
      url: `http://127.0.0.1:${E2E_PORTS.gatewayNoCampaigns}/robots.txt`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORTS.gatewayNoCampaigns),
        SITE_APP_URL: `http://127.0.0.1:${E2E_PORTS.siteApp}`,
        API_URL: E2E_API_URL,
      },
    },
    {
      // The same gateway build with its site app down (nothing listens on the discard port):
      // every page is the gateway's own 503 page. It answers 503, so readiness is the port.
      command: 'pnpm --filter @lumen/gateway start',
      port: E2E_PORTS.gatewayNoSite,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORTS.gatewayNoSite),
        SITE_APP_URL: 'http://127.0.0.1:9',
        API_URL: E2E_API_URL,
      },
    },
  ],
});
