import { expect, test } from '@playwright/test';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';

/*
 * Issue 9 (ADR 020, session 17): the page's scripts start once it has painted with its largest
 * picture, so on a slow connection they do not share the bandwidth with the stylesheet and that
 * picture. The server's HTML has no module preloads, and its inline start adds them and the
 * module script with the page's nonce: the page hydrates under its Content-Security-Policy.
 */
test('no script is fetched while the largest picture loads; then the page hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('rel="modulepreload"');

  await blockThirdPartyScripts(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.+\.js$/.test(new URL(r.url()).pathname)) scripts.push(r.url());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let isPictureAsked = false;
  await page.route(/\/media\/content\/hero\/warehouse/, async (route) => {
    isPictureAsked = true;
    await held;
    await route.continue();
  });

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(isPictureAsked).toBe(true);
  // Well inside the start's 1 s wait for the picture, which begins after the first frame.
  await page.waitForTimeout(300);
  expect(scripts).toEqual([]);

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(scripts.some((url) => /\/entry\.client-[^/]+\.js$/.test(url))).toBe(true);
  expect(violations).toEqual([]);
});
