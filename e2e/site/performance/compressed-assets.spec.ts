import { expect, test } from '@playwright/test';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';

/*
 * Issue 9, point 3: the page's scripts and stylesheet reach the browser as the build's
 * best-quality Brotli copies (precompressAssets, server/precompressed.mjs), with the type, the
 * year-long caching and nosniff, without the headers a file that never changes does not need,
 * and the page runs on them: it hydrates and its menu opens.
 */
test('the home page’s scripts and stylesheet arrive as their Brotli copies and run', async ({
  page,
}) => {
  await blockThirdPartyScripts(page);
  const assets: Array<{ url: string; headers: Record<string, string> }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/'))
      assets.push({ url: response.url(), headers: response.headers() });
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');

  const scripts = assets.filter((a) => a.url.endsWith('.js'));
  const sheets = assets.filter((a) => a.url.endsWith('.css'));
  expect(scripts.length).toBeGreaterThan(3);
  expect(sheets.length).toBeGreaterThan(0);
  for (const { url, headers } of [...scripts, ...sheets]) {
    expect(headers['content-encoding'], url).toBe('br');
    expect(headers['content-type'], url).toMatch(
      url.endsWith('.js') ? /^(text|application)\/javascript/ : /^text\/css/,
    );
    expect(headers['cache-control'], url).toContain('max-age=31536000');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    // A hashed file never changes under its name: no validators, ranges or page policy.
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'referrer-policy'])
      expect(headers[header], `${header} on ${url}`).toBeUndefined();
  }

  // The decoded scripts ran: the menu's panel opens only in the hydrated page.
  const products = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Products', exact: true });
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
});

test('a browser that does not accept Brotli gets the script as it is', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the entry script in the page').toBeTruthy();
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('hydrateRoot');
});
