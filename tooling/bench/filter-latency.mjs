// How long a listing filter change takes to show new results, in a real browser on this
// machine (a report, not a test). For each value of a few facets it clicks the checkbox and
// times, inside the page, from the click to the grid showing the new answer (the results
// region no longer busy and the count changed); then it clicks again to go back, which the
// query cache answers. Run against a running site (default the gateway at localhost:3000):
//   pnpm --filter @lumen/bench filter-latency [--url http://localhost:3000] [--path /products/downlights]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    path: { type: 'string', default: '/products/downlights' },
    groups: {
      type: 'string',
      default: 'Colour temperature (CCT),Ranges,Warranty,Total power,IP rating',
    },
  },
});

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('pageerror', (e) => console.log('page error', e.message));
await page.goto(new URL(args.path, args.url).toString(), { waitUntil: 'networkidle' });

/** Clicks the checkbox and resolves with the ms until the new results are on screen. */
const timeToggle = (group, index) =>
  page.evaluate(
    ([groupName, i]) =>
      new Promise((resolve, reject) => {
        const fieldset = [...document.querySelectorAll('fieldset[data-facet]')].find(
          (f) => f.querySelector('legend')?.textContent === groupName,
        );
        const box = fieldset?.querySelectorAll('input[type=checkbox]')[i];
        const results = document.querySelector('[data-testid=listing-grid]')?.closest('section');
        const count = document.querySelector('[data-testid=listing-count]');
        if (!box || !results || !count)
          return reject(
            new Error(
              `no checkbox ${groupName} #${i}: ${fieldset ? 'too few values' : 'no such group'}`,
            ),
          );
        const before = count.textContent;
        const start = performance.now();
        const done = () =>
          results.getAttribute('aria-busy') !== 'true' && count.textContent !== before;
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          // The frame that paints it.
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(results, {
          attributes: true,
          childList: true,
          subtree: true,
          characterData: true,
        });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error('no new results within 5 s'));
        }, 5000);
        box.click();
      }),
    [group, index],
  );

const fresh = [];
const cached = [];
for (const group of args.groups.split(',')) {
  const values = await page
    .getByRole('group', { name: group, exact: true })
    .getByRole('checkbox')
    .count();
  for (let i = 0; i < values; i++) {
    try {
      fresh.push(await timeToggle(group, i));
      cached.push(await timeToggle(group, i));
    } catch (err) {
      console.log(`  skipped ${group} #${i}: ${err.message}`);
    }
  }
}
await browser.close();

const row = (label, xs) =>
  `| ${label.padEnd(34)} | ${String(xs.length).padStart(7)} | ${percentile(xs, 50).toFixed(0).padStart(6)} ms | ${percentile(xs, 95).toFixed(0).padStart(6)} ms | ${Math.max(
    ...xs,
  )
    .toFixed(0)
    .padStart(6)} ms |`;
console.log(`\nFilter change to new results on screen, ${args.url}${args.path}`);
console.log('| change                             | samples |       p50 |       p95 |       max |');
console.log('|------------------------------------|---------|-----------|-----------|-----------|');
console.log(row('select a value (API round trip)', fresh));
console.log(row('unselect it again (query cache)', cached));
