import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, recordStorageReads, storageReads } from '../../fixtures/site.ts';

// The site's own <ScrollRestoration> (site-shell root/scroll-restoration.tsx): React Router's
// behaviour, without reading sessionStorage while a new page loads (issue 9).

const STORAGE_KEY = 'react-router-scroll-positions';
const LISTING = '/products/downlights';

/** How many times the scroll positions were read from web storage since the page's first script. */
const positionReads = async (page: Page) =>
  (await storageReads(page)).filter((read) => read.key === STORAGE_KEY).length;

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a first visit reads no saved positions; back within the site returns to where the visitor was', async ({
  page,
}) => {
  await recordStorageReads(page);
  await gotoHydrated(page, LISTING);
  expect(await positionReads(page)).toBe(0);
  // A new entry still gets React Router's key and index, so the router adds no entry of its own.
  const state = await page.evaluate(() => window.history.state as { key?: string; idx?: number });
  expect(state.key).toMatch(/^[0-9a-v]+$/);
  expect(state.idx).toBe(0);

  await scrollTo(page, 700);
  const product = page.getByTestId('listing-grid').getByRole('link').nth(6);
  await product.scrollIntoViewIfNeeded();
  const from = await scrollY(page);
  await product.click();
  await expect(page).toHaveURL(/\/products\/downlights\/[^/]+$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  // Moving within the app reads nothing from storage either: this page's positions are in memory.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect.poll(() => scrollY(page)).toBe(from);
  expect(await positionReads(page)).toBe(0);
});

test('a reload and a return from another site restore the position saved when the page hid', async ({
  page,
}) => {
  await gotoHydrated(page, LISTING);
  await scrollTo(page, 900);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => scrollY(page)).toBe(900);

  // A document load of another page, then back: the listing's document loads again.
  await scrollTo(page, 600);
  await page.goto('/robots.txt');
  await page.goBack();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => scrollY(page)).toBe(600);
});
