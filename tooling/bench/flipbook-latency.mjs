// How long the catalogue flipbook takes to show the next spread, in a real browser on this
// machine (a report, not a test; issue 10 asks for 100 ms or less on localhost). It opens the
// 434-page catalogue at a page, lets the next spread preload as a reader's pause would, then
// presses "Next page" and times, inside the page, from the click to the frame that paints the
// new spread with both pictures decoded. Run against a running site (default the gateway):
//   pnpm --filter @lumen/bench flipbook-latency [--url http://localhost:3000] [--turns 20]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { conditionsLine, loadAverage, percentile } from './conditions.mjs';

const loadAtStart = loadAverage();
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    path: { type: 'string', default: '/product-catalogue/full-catalogue-2026' },
    start: { type: 'string', default: '200' },
    turns: { type: 'string', default: '20' },
    // A reader looks at a spread for a while; the preload of the next one happens meanwhile.
    pause: { type: 'string', default: '400' },
  },
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
page.on('pageerror', (e) => console.log('page error', e.message));
const address = new URL(`${args.path}?page=${args.start}`, args.url).toString();
await page.goto(address, { waitUntil: 'networkidle' });
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** Clicks "Next page" and resolves with the ms until the new spread is painted. */
const timeTurn = () =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const book = document.querySelector('[data-testid=flipbook]');
        const next = [...(book?.querySelectorAll('button') ?? [])].find(
          (b) => b.getAttribute('aria-label') === 'Next page',
        );
        if (!book || !next || next.disabled) return reject(new Error('no next page'));
        const before = book.getAttribute('data-page');
        const start = performance.now();
        const shown = () => {
          if (book.getAttribute('data-page') === before) return false;
          const imgs = [...book.querySelectorAll('img')];
          return imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
        };
        const check = () => {
          if (!shown()) return requestAnimationFrame(check);
          // Decoded pictures, then the frame that paints them.
          Promise.all(
            [...book.querySelectorAll('img')].map((img) => img.decode().catch(() => {})),
          ).then(() => requestAnimationFrame(() => resolve(performance.now() - start)));
        };
        next.click();
        requestAnimationFrame(check);
      }),
  );

const times = [];
for (let i = 0; i < Number(args.turns); i++) {
  await page.waitForTimeout(Number(args.pause));
  times.push(await timeTurn());
}
await browser.close();

const fmt = (ms) => `${ms.toFixed(1)} ms`;
// Figures travel badly between machines: the conditions go with them.
console.log(`Conditions: ${conditionsLine()} (at start: ${loadAtStart})`);
console.log(
  `flipbook next spread (${times.length} turns from page ${args.start}): median ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(Math.max(...times))}`,
);
