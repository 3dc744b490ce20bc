import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { gotoHydrated } from '../../fixtures/site.ts';

test('/select-range lists Show All and one tile per range, with canonical and alternates', async ({
  page,
}) => {
  const res = await gotoHydrated(page, '/select-range?category=Downlights&categorySlug=downlights');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downlights');
  const tiles = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(tiles.first()).toHaveAttribute('href', '/products/downlights');
  await expect(tiles.first()).toContainText('Show All');
  await expect(tiles.nth(1)).toHaveAttribute('href', '/products/downlights?rangeFilter=AURA');
  await expect(tiles).toHaveCount(8);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/select-range\?category=Downlights&categorySlug=downlights$/,
  );
  await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(5);
  // The detail layout: a light header.
  await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'light');
  await expectNoAxeViolations(page);

  await tiles.nth(1).click();
  await expect(page).toHaveURL(/\/products\/downlights\?rangeFilter=AURA$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downlights AURA');
});

test('/select-range for an unknown category is a 404', async ({ page }) => {
  const res = await gotoHydrated(page, '/select-range?category=Nothing&categorySlug=nothing');
  expect(res?.status()).toBe(404);
});
