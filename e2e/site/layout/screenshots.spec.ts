import { expect, test, type Page } from '@playwright/test';
import {
  arrowsOverSlides,
  attachScreenshot,
  DESKTOP,
  LAYOUT_PAGES,
  overflowingElements,
  pageOverflow,
  PHONE,
  scrollThrough,
} from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

/*
 * Screenshots of home, listing, detail and the search dialog at 390 and 1366 px, in English
 * (UK edition) and French, saved with the test results (e2e/test-results/, not committed) for
 * a person to look at; and, on each, a check that no text runs out of its box.
 */

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

/**
 * The parts of a page checked for overflowing text: header, footer, navigation (menus,
 * breadcrumb, pagination), carousels, product cards and chips, the filter panel.
 */
const CHECKED = [
  'header',
  'footer',
  'nav',
  'section[aria-roledescription]',
  '[data-testid="listing-grid"]',
  '[data-testid="search-results"]',
  '[data-testid="feature-chips"]',
  '[data-testid="product-badges"]',
  'aside',
].join(', ');

async function expectNothingOverflows(page: Page, what: string, roots = page.locator(CHECKED)) {
  expect.soft(await pageOverflow(page), `${what}: the page scrolls sideways`).toBe(0);
  expect.soft(await overflowingElements(roots), `${what}: text out of its box`).toEqual([]);
}

async function openSearch(page: Page, term: string) {
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox');
  if (await box.isVisible()) {
    await box.fill(term);
    await box.press('Enter');
  } else {
    // Phones have a search button instead of the box (its name is the only text).
    await banner.getByRole('button', { name: /^(Open search|Ouvrir la recherche)$/ }).click();
    const dialogBox = page.getByRole('dialog').getByRole('combobox');
    await dialogBox.fill(term);
    await dialogBox.press('Enter');
  }
  const count = page.getByRole('dialog').getByTestId('search-count');
  await expect(count).toHaveText(/\d+/);
  await expect(count).not.toHaveText(/^(Searching|Recherche en cours)/);
}

for (const edition of ['uk', 'fr'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`${edition} edition at ${viewport.width} px: home, listing, detail and search`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const base = editionUrl(edition);
      for (const [name, path] of Object.entries(LAYOUT_PAGES[edition])) {
        await gotoHydrated(page, base + path);
        await scrollThrough(page);
        await attachScreenshot(page, testInfo, `${edition}-${viewport.width}-${name}`);
        await expectNothingOverflows(page, `${edition} ${name}`);
        expect
          .soft(await arrowsOverSlides(page), `${edition} ${name}: arrows over cards`)
          .toEqual([]);
      }

      await gotoHydrated(page, base);
      await openSearch(page, 'AURA');
      await attachScreenshot(page, testInfo, `${edition}-${viewport.width}-search`, {
        fullPage: false,
      });
      await expectNothingOverflows(page, `${edition} search`, page.getByRole('dialog'));
    });
  }
}
