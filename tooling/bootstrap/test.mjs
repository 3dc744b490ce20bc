// `npm test`: install what is missing (Chromium too), then run every check and test:
// typecheck, lint, unit and API tests through turbo, then the Playwright suite.
import { ensureChromium, ensureInstalled, runPnpm } from './lib.mjs';

try {
  await ensureInstalled();
  await runPnpm(['turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--continue']);
  await runPnpm(['exec', 'sherif']);
  await runPnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
  const chrome = await ensureChromium();
  await runPnpm(['--filter', '@lumen/e2e', 'run', 'e2e'], {
    env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) },
  });
  console.log('\n✔ All checks and tests passed.');
} catch (err) {
  console.error(`\n✖ ${err.message}`);
  process.exit(1);
}
