import { defineConfig, devices } from '@playwright/test';
import { E2E_API_URL, E2E_PORTS } from './ports.ts';

// The bootstrap (`npm test`) finds or installs a Chromium and passes it here; Playwright's
// own download is used only when none exists.
// eslint-disable-next-line no-restricted-properties -- test config, not app code
const executablePath = process.env.CHROME_PATH || undefined;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // A fresh embedded database each run, so tests see exactly the seed.
      command: 'rm -rf .data/api && pnpm --filter @lumen/api start',
      url: `${E2E_API_URL}/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: { PORT: String(E2E_PORTS.api), DATA_DIR: `${import.meta.dirname}/.data/api`, LOG_LEVEL: 'warn' },
    },
  ],
});
