import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, mockAutocomplete, gotoHydrated } from '../../fixtures/site.ts';

const TERMS = ['AURA', 'AURA fire rated', 'AURA IP65', 'AURA tilt', 'AURA 3CCT', 'AURA kit'];

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

/** Presses Tab until `locator`'s element has focus (a keyboard user's way there). */
async function tabTo(page: Page, name: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return `${el?.getAttribute('aria-label') ?? ''} ${el?.textContent ?? ''} ${
        (el as HTMLInputElement | null)?.placeholder ?? ''
      }`.trim();
    });
    if (label.includes(name)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('keyboard only: skip link, menus, country list and carousel', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await gotoHydrated(page, '/');
  await tabTo(page, 'Country');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'United Kingdom', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Ireland', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Country: United Kingdom/ })).toBeFocused();

  await tabTo(page, 'Products');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const products = nav.getByRole('button', { name: 'Products', exact: true });
  await expect(products).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(nav.getByRole('button', { name: 'Ranges' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Downlights', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Fire Rated Downlights' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(products).toBeFocused();

  // Into the hero carousel: keyboard focus pauses it, arrow keys move it.
  await tabTo(page, 'Play slideshow');
  const hero = page.locator('[data-current-slide]');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(hero).toHaveAttribute('data-current-slide', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(hero).toHaveAttribute('data-current-slide', '0');
  // Right then left at once, inside the slide animation, comes back to the same slide. The
  // animation is keen-slider's, which focus on the carousel asked for: wait until it is here.
  await expect(hero.locator('[data-carousel]')).toHaveAttribute('data-ready', '');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(hero).toHaveAttribute('data-current-slide', '0');
  await page.waitForTimeout(1000); // past the slide animation (500 ms), where it went wrong
  expect(await hero.getAttribute('data-current-slide')).toBe('0');

  // A menu link followed with Enter navigates, and the panel is closed on the next page.
  await gotoHydrated(page, '/');
  await tabTo(page, 'Products');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/select-range\?category=Downlights&categorySlug=downlights$/);
  await expect(products).toHaveAttribute('aria-expanded', 'false');
});

test('keyboard only: search with suggestions, the full-screen dialog, Escape back', async ({
  page,
}) => {
  const queries = await mockAutocomplete(page, TERMS);
  await gotoHydrated(page, '/');
  await tabTo(page, 'Search by product name');
  const box = page.getByRole('banner').getByRole('combobox');
  await expect(box).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('alert')).toHaveText('This is required');
  await page.keyboard.type('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0); // whitespace does nothing

  await box.fill('');
  await page.keyboard.type('aura');
  const list = page.getByRole('banner').getByRole('listbox');
  await expect(list.getByRole('option')).toHaveCount(6);
  expect(queries).toEqual(['aura']); // one request after the pause, not one per key
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Find the right light' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toHaveValue('AURA fire rated');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await expect(dialog.locator('[data-slot="search-results"]')).toBeAttached();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape'); // clears the dialog's box
  await expect(dialog.getByRole('combobox')).toHaveValue('');
  await page.keyboard.press('Escape'); // closes the dialog
  await expect(dialog).toBeHidden();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused(); // focus returns to where the search started
});

test('a route change closes the mobile search dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: /Golden Ticket returns/ }).click();
  await expect(page).toHaveURL(/\/news\//);
  // The address changes before the new page renders (the router renders it in a transition):
  // a click before that lands on the home page's header, whose dialog the route change closes.
  await expect(
    page.getByRole('heading', { level: 1, name: /Golden Ticket returns/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
