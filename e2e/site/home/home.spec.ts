import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { editionUrl } from '../../ports.ts';

const EDITIONS = [
  ['uk', 'en-GB'],
  ['au', 'en-AU'],
  ['fr', 'fr-FR'],
  ['nz', 'en-NZ'],
] as const;

for (const [edition, locale] of EDITIONS) {
  test(`the ${edition} edition home page renders in ${locale} with no axe violations`, async ({
    page,
  }) => {
    const res = await page.goto(`${editionUrl(edition)}/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('keyboard: the first Tab reaches the skip link, which moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the header darkens after 100 px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 320 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('a language kept in browser storage survives a lost cookie and later reloads', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.evaluate(() => {
    localStorage.setItem('lumen.lang', 'fr-FR');
    localStorage.setItem('lumen.country', '3');
  });
  await context.clearCookies();
  await page.reload();
  // The browser restores the cookie from storage and reloads once; the server then renders French.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeAttached();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lumen_lang')?.value).toBe('fr-FR');
});

test("the Australian edition's home page forces en-AU and stores it", async ({ page, context }) => {
  await context.addCookies([
    { name: 'lumen_lang', value: 'fr-FR', domain: 'au.localhost', path: '/' },
    { name: 'lumen_country', value: '3', domain: 'au.localhost', path: '/' },
  ]);
  await page.goto(`${editionUrl('au')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  const cookies = await context.cookies(`${editionUrl('au')}/`);
  expect(cookies.find((c) => c.name === 'lumen_lang')?.value).toBe('en-AU');
  expect(await page.evaluate(() => localStorage.getItem('lumen.country'))).toBe('2');
});
