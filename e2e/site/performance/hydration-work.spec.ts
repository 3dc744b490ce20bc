import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, recordStorageReads, storageReads } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

/*
 * Issue 9 (ADR 020, session 18): work that made one long task of a page's hydration.
 * - The first use of web storage in a page waits for the browser to open it, 8–40 ms of one
 *   task. A new page reads nothing from sessionStorage while it loads and hydrates: the site's
 *   own scroll restoration reads only for an entry that existed, and React Router's view
 *   transitions are read just before the first back or forward move
 *   (`reactRouterForTheBrowser` in site-shell's vite/plugins.mjs).
 * - The first Intl.NumberFormat of a page costs a phone about 150 ms. The listing's facet
 *   labels ('0.9', '12.5W') built one as the listing hydrated; `formatNumber` writes such
 *   numbers itself (@lumen/i18n numbers.ts).
 */

/** The keys read from sessionStorage since the page's first script. */
const sessionReads = async (page: Page) =>
  (await storageReads(page)).filter((read) => read.storage === 'session').map((read) => read.key);

const PAGES = [
  '/',
  '/products/downlights',
  '/products/downlights/zenith-25w-emergency-downlight-ip65-2700k-white-dlzen25-000060',
];

for (const path of PAGES) {
  test(`${path} reads nothing from sessionStorage while it loads and hydrates`, async ({
    page,
  }) => {
    await recordStorageReads(page);
    await gotoHydrated(page, path);
    expect(await sessionReads(page)).toEqual([]);
  });
}

test('the view transitions are read once, at the first move back, which still works', async ({
  page,
}) => {
  await recordStorageReads(page);
  await gotoHydrated(page, '/products/downlights');
  await page.getByTestId('listing-grid').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/downlights\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sessionReads(page)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/products\/downlights$/);
  await expect(page.getByTestId('listing-grid')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/products\/downlights\/[^/]+$/);
  expect(await sessionReads(page)).toEqual(['remix-router-transitions']);
});

for (const url of ['/products/downlights', `${editionUrl('fr')}/products/spots-encastres`]) {
  test(`${url} builds no Intl.NumberFormat while it hydrates its facet labels`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { numberFormats: string[] }).numberFormats = built;
      const NumberFormat = Intl.NumberFormat;
      Intl.NumberFormat = new Proxy(NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          built.push(JSON.stringify(args));
          return new target(...args);
        },
      });
    });
    await gotoHydrated(page, url);
    // The facet labels are there, with the language's decimal sign.
    const powerFactor = page.locator('[data-facet="powerFactor"] label').first();
    await expect(powerFactor).toContainText(url.includes('fr.') ? /0,\d/ : /0\.\d/);
    expect(
      await page.evaluate(() => (window as unknown as { numberFormats: string[] }).numberFormats),
    ).toEqual([]);
  });
}
