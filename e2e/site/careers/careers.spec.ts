import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// axe over a long page takes its time on a busy machine.
test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await blockThirdPartyScripts(page);
});

const opportunities = (page: Page) => page.locator('[data-opportunities] > li');

for (const width of [390, 1366]) {
  test(`/careers shows every section and its vacancies at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const res = await gotoHydrated(page, '/careers');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Lumen');
    for (const name of [
      'A lighting manufacturer that still builds things',
      'Why work with us',
      'About us',
      'Our values',
      'Meet some of the team',
      'Awards and accreditations',
      'Current opportunities',
    ])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Employees', { exact: true })).toBeVisible();
    expect(await opportunities(page).count()).toBeGreaterThanOrEqual(10);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);
  });
}

test('/careers: Internal vacancies apply by e-mail, External ones at their link in a new tab', async ({
  page,
}) => {
  await gotoHydrated(page, '/careers');
  const internal = page.locator('[data-vacancy-apply="internal-sales-executive"]');
  await expect(internal).toHaveAttribute(
    'href',
    'mailto:careers@lumen-lighting.co.uk?subject=Internal%20Sales%20Executive',
  );
  await expect(internal).not.toHaveAttribute('target', /.+/);
  const external = page.locator('[data-vacancy-apply="lighting-design-engineer"]');
  await expect(external).toHaveAttribute(
    'href',
    'https://apply.workable.com/lumen-lighting/j/lighting-design-engineer/',
  );
  await expect(external).toHaveAttribute('target', '_blank');
  await page.locator('[data-vacancy-learn-more="lighting-design-engineer"]').click();
  await expect(page).toHaveURL(/\/careers\/vacancy-details\/\?vacancy=lighting-design-engineer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting Design Engineer');
});

test('/careers: the location dropdown filters by keyboard, and Worldwide resets', async ({
  page,
}) => {
  await gotoHydrated(page, '/careers');
  const all = await opportunities(page).count();
  const select = page.getByRole('combobox', { name: 'Location' });
  await select.focus();
  await select.selectOption({ label: 'Lyon, France' });
  await expect(page).toHaveURL(/\/careers\?location=4#opportunities$/);
  await expect(page.locator('[data-location-title]')).toHaveText('Opportunities in Lyon');
  await expect(opportunities(page)).toHaveCount(2);
  for (const text of await opportunities(page).allInnerTexts()) expect(text).toContain('Lyon');
  await select.selectOption({ label: 'Worldwide' });
  await expect(page).toHaveURL(/\/careers#opportunities$/);
  await expect(opportunities(page)).toHaveCount(all);
});

test('/careers: opening one team story closes the other', async ({ page }) => {
  await gotoHydrated(page, '/careers');
  const cards = page.locator('[data-team-card]');
  const more = (i: number) => cards.nth(i).getByRole('button', { expanded: true });
  const first = cards.nth(0).getByRole('button', { name: /^Read more/ });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(more(0)).toHaveText(/^Read less/);
  await cards
    .nth(1)
    .getByRole('button', { name: /^Read more/ })
    .click();
  await expect(more(1)).toHaveText(/^Read less/);
  await expect(cards.nth(0).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-team-card] [aria-expanded=true]')).toHaveCount(1);
});

test('/careers in French and Australian editions', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}/careers`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrières chez Lumen');
  await expect(page.getByRole('combobox', { name: 'Lieu' })).toContainText('Monde entier');
  await expectNoAxeViolations(page);
  await gotoHydrated(page, `${editionUrl('au')}/careers`);
  await expect(page.getByRole('combobox', { name: 'Location' })).toContainText('Melbourne');
  await expect(
    page.locator('[data-vacancy-learn-more="warehouse-team-leader-melbourne"]'),
  ).toBeVisible();
});

test('/careers?location= names as alternates only the editions that have the location', async ({
  page,
}) => {
  const alternates = () =>
    page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('hreflang')));
  // Lyon is a place to work in every edition.
  await page.goto('/careers?location=4');
  expect(await alternates()).toEqual(['en-GB', 'fr-FR', 'en-AU', 'en-NZ', 'x-default']);
  // Melbourne is Australia's alone: elsewhere the address redirects to /careers.
  await page.goto(`${editionUrl('au')}/careers?location=7`);
  await expect(page.locator('[data-location-title]')).toHaveText('Opportunities in Melbourne');
  expect(await alternates()).toEqual(['en-AU', 'x-default']);
  await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${editionUrl('au')}/careers?location=7`,
  );
  await page.goto('/careers?location=7');
  await expect(page).toHaveURL(/\/careers$/);
});

test('/careers: impossible or unknown locations go back to all vacancies, never an error', async ({
  page,
}) => {
  for (const bad of ['abc', '9999', '1', `${'9'.repeat(1000)}`, '<script>alert(1)</script>']) {
    const res = await page.goto(`/careers?location=${encodeURIComponent(bad)}`);
    expect(res?.status(), bad).toBe(200);
    await expect(page).toHaveURL(/\/careers$/);
  }
});
