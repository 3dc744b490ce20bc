import { expect, test, type Page, type Response } from '@playwright/test';
import { gotoHydrated, MARKETING_FORM_SCRIPT, SUPPORT_CHAT_SCRIPT } from '../../fixtures/site.ts';
import { E2E_API_URL, editionUrl } from '../../ports.ts';

/*
 * The site's Content-Security-Policy (packages/site-shell/src/lib/security-headers.server.ts) on every
 * page type: no page may trip it, and the pages must still hydrate and work. A script that
 * cannot load because this machine is offline is not a violation; one the policy blocks is.
 * So the external scripts are answered here with stand-ins that record that they ran: the
 * policy is checked before any request leaves the browser.
 */

const AURA =
  '/products/downlights/aura-5w-fire-rated-downlight-ip44-tunable-white-black-dlaur05-001018';

type Violation = { directive: string; blocked: string; source: string };
/** What the page records for these tests (the init script and the script stand-ins). */
type Recorded = typeof globalThis & {
  cspViolations: Violation[];
  chatScriptRan?: boolean;
  formScriptRan?: boolean;
  notReloaded?: boolean;
  injected?: boolean;
};

/** Collects every violation report, from the page's first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    (globalThis as Recorded).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (globalThis as Recorded).cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy')) consoleReports.push(text);
    // A nonce the browser hides from the DOM must not make React's hydration disagree.
    if (/hydrat|Minified React error #4(18|19|21|22|23|25)\b/i.test(text))
      consoleReports.push(text);
  });
  // Stand-ins for the form and chat vendors' scripts, so that they can actually run here.
  await page.route(MARKETING_FORM_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.formScriptRan = true;' }),
  );
  await page.route(SUPPORT_CHAT_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.chatScriptRan = true;' }),
  );
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>player</p>' }),
  );
  return consoleReports;
}

async function expectNoViolations(page: Page, consoleReports: string[]): Promise<void> {
  // Reports are dispatched as tasks: let any pending one arrive first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  const reports = await page.evaluate(() => (globalThis as Recorded).cspViolations);
  expect(reports, `CSP violations on ${page.url()}`).toEqual([]);
  expect(consoleReports, `CSP or hydration console reports on ${page.url()}`).toEqual([]);
}

/** The policy's nonce, and a check that every script and style of the HTML carries it. */
async function expectNoncedPage(response: Response | null): Promise<string> {
  expect(response, 'a document response').not.toBeNull();
  const policy = (await response!.headerValue('content-security-policy')) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(await response!.headerValue('x-content-type-options')).toBe('nosniff');
  const html = await response!.text();
  const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  // JSON-LD is data, not script: the policy does not apply to it.
  const executable = tags.filter((tag) => !tag.includes('application/ld+json'));
  for (const tag of executable) expect(tag, 'inline tag without the nonce').toContain(nonce);
  return nonce;
}

/** A link followed in the app: the next page's modules load and no full reload happens. */
async function followInApp(page: Page, name: string | RegExp, path: string): Promise<void> {
  await page.evaluate(() => ((globalThis as Recorded).notReloaded = true));
  const link = page.getByRole('link', { name }).first();
  await link.hover(); // prefetch="intent" preloads the route's modules
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  expect(await page.evaluate(() => (globalThis as Recorded).notReloaded)).toBe(true);
}

test('each edition’s home page runs under the policy, the chat script included in New Zealand', async ({
  page,
}) => {
  const consoleReports = await watchViolations(page);
  for (const edition of ['uk', 'au', 'fr', 'nz'] as const) {
    const response = await gotoHydrated(page, `${editionUrl(edition)}/`);
    expect(response?.status()).toBe(200);
    await expectNoncedPage(response);
    if (edition === 'nz') {
      await expect(page.locator(`script[src="${SUPPORT_CHAT_SCRIPT}"]`)).toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => (globalThis as Recorded).chatScriptRan === true))
        .toBe(true);
    }
    // The contact section loads its code and the marketing-form script once scrolled to.
    await page.locator('[data-home-section="contact"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => (globalThis as Recorded).formScriptRan === true))
      .toBe(true);
    await expectNoViolations(page, consoleReports);
  }
});

test('the listing, range selection, product and 404 pages run under the policy and navigate in the app', async ({
  page,
}) => {
  const consoleReports = await watchViolations(page);

  await expectNoncedPage(await gotoHydrated(page, '/products/downlights'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, consoleReports);
  await followInApp(page, /AURA 5W Fire Rated Downlight/, new URL(AURA, 'http://x').pathname);
  await expect(page.getByTestId('part-number')).toHaveText('DLAUR05-001018');
  await expectNoViolations(page, consoleReports);

  await expectNoncedPage(
    await gotoHydrated(page, '/select-range?category=Downlights&categorySlug=downlights'),
  );
  await expectNoViolations(page, consoleReports);

  const product = await gotoHydrated(page, AURA);
  expect(product?.status()).toBe(200);
  await expectNoncedPage(product);
  // A video plays in the video host's frame, which the policy names.
  await page.getByRole('tab', { name: 'How-to videos' }).click();
  await page.getByRole('button', { name: /How to fit an AURA fire-rated downlight/ }).click();
  const video = page.getByRole('dialog', { name: 'How to fit an AURA fire-rated downlight' });
  await expect(video.locator('iframe')).toBeVisible();
  await expect(video.frameLocator('iframe').locator('p')).toHaveText('player');
  await page.keyboard.press('Escape');
  await expect(video).toHaveCount(0);
  await expectNoViolations(page, consoleReports);

  const missing = await gotoHydrated(page, '/no-such-page');
  expect(missing?.status()).toBe(404);
  await expectNoncedPage(missing);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectNoViolations(page, consoleReports);
});

test('the search dialog with autocomplete from the public API runs under the policy', async ({
  page,
}) => {
  const consoleReports = await watchViolations(page);
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/products/autocomplete')) apiCalls.push(new URL(req.url()).origin);
  });
  await expectNoncedPage(await gotoHydrated(page, '/'));
  const box = page.getByRole('banner').getByRole('combobox');
  await box.pressSequentially('fire', { delay: 50 });
  const options = page.getByRole('banner').getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(6);
  expect(apiCalls).toEqual([E2E_API_URL]); // another origin, which connect-src names
  await options.first().click();
  const dialog = page.getByRole('dialog', { name: 'Find the right light' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toHaveValue('Fire Rated Downlights');
  // The dialog locks page scrolling with an injected style tag, which needs the nonce too.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expectNoViolations(page, consoleReports);
});

test('the newsletter dialog loads the external form script under the policy', async ({ page }) => {
  const consoleReports = await watchViolations(page);
  await expectNoncedPage(await gotoHydrated(page, '/products/downlights'));
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your email address').fill('installer@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await expect(dialog).toBeVisible();
  await expect(page.locator(`script[src="${MARKETING_FORM_SCRIPT}"]`)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (globalThis as Recorded).formScriptRan === true))
    .toBe(true);
  await expectNoViolations(page, consoleReports);
});

test('every page response has its own nonce; scripts without it are refused', async ({
  page,
  request,
}) => {
  const [first, second] = await Promise.all([request.get('/'), request.get('/')]);
  const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  const a = nonceOf(first.headers()['content-security-policy']);
  const b = nonceOf(second.headers()['content-security-policy']);
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(b).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(a).not.toBe(b);

  // The policy is on: an injected inline script without the nonce is blocked and reported.
  const consoleReports = await watchViolations(page);
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.injected = true">';
    document.body.append(holder);
  });
  await expect
    .poll(() => page.evaluate(() => (globalThis as Recorded).cspViolations.map((v) => v.directive)))
    .toContain('script-src-attr');
  expect(await page.evaluate(() => (globalThis as Recorded).injected)).toBeUndefined();
  expect(consoleReports.length).toBeGreaterThan(0);
});

test('a page answered again from the page cache has its own nonce and runs under it', async ({
  page,
  request,
}) => {
  // The first request renders (or joins a render in progress); within PAGE_CACHE_SECONDS the
  // same request is answered from that render, with a fresh nonce (decision 021).
  const path = '/products/downlights?sort=a-zSort';
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await request.get(path));
  expect(answers[2]!.headers()['server-timing']).toBe('page-cache;desc=hit');
  const nonces = answers.map(
    (a) => /'nonce-([^']+)'/.exec(a.headers()['content-security-policy'] ?? '')?.[1] ?? '',
  );
  expect(new Set(nonces).size).toBe(3);
  const bodies = await Promise.all(answers.map((a) => a.text()));
  bodies.forEach((html, i) => {
    const tags = (html.match(/<(script|style)\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/ld+json'),
    );
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonces[i]}"`);
    expect(html.split(nonces[i]!).join('')).toBe(bodies[0]!.split(nonces[0]!).join(''));
  });

  // In the browser, the answer from the cache hydrates and trips nothing.
  const consoleReports = await watchViolations(page);
  const response = await gotoHydrated(page, path);
  expect(await response!.headerValue('server-timing')).toBe('page-cache;desc=hit');
  await expectNoncedPage(response);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, consoleReports);
});

test('static files are sent with nosniff too', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  for (const path of [asset!, '/favicon.svg']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  // Served over plain HTTP here, so no HSTS.
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
});

test('the video, catalogue, guide and calculator pages run under the policy, frames included', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const consoleReports = await watchViolations(page);
  await page.route(/^https:\/\/online\.flippingbook\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>flipbook</p>' }),
  );
  await expectNoncedPage(await gotoHydrated(page, '/videos/installation-guides'));
  await page.getByRole('button', { name: /Hanging a TITAN/ }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toBeAttached();
  await expectNoViolations(page, consoleReports);

  await expectNoncedPage(await gotoHydrated(page, '/product-catalogue'));
  await page.getByRole('button', { name: 'Download' }).first().click();
  await expect.poll(() => page.evaluate(() => (globalThis as Recorded).formScriptRan)).toBe(true);
  await expectNoViolations(page, consoleReports);

  await expectNoncedPage(
    await gotoHydrated(page, '/product-catalogue/full-catalogue-2026?page=200'),
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-counter')).toHaveText('Pages 202–203 of 434');
  await expectNoViolations(page, consoleReports);

  await expectNoncedPage(await gotoHydrated(page, '/product-catalogue/emergency-lighting-2026'));
  await expect(page.getByTestId('catalogue-frame')).toBeAttached();
  await expectNoViolations(page, consoleReports);

  await expectNoncedPage(await gotoHydrated(page, '/vegas-calculator'));
  await expect(page.frameLocator('[data-testid=vegas-frame]').locator('#energySaved')).toHaveText(
    /kWh/,
  );
  await expectNoViolations(page, consoleReports);
});
