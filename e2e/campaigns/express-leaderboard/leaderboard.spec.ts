import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { PHONE, pageOverflow } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { E2E_SITE_URL } from '../../ports.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

test('the leaderboard renders its filter in the chrome, axe clean, also at 390 px', async ({
  page,
}) => {
  for (const width of [1280, PHONE.width]) {
    await page.setViewportSize({ width, height: 900 });
    const response = await gotoHydrated(page, '/express-leaderboard?country=IRELAND');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Express Campaign leaderboard',
    );
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('IRELAND');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await pageOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  }
});

test('the leaderboard pages by 50 and keeps the country in the address', async ({ page }) => {
  // Needs the API's /promotions/express-leaderboard with more than 50 seeded rows.
  await gotoHydrated(page, '/express-leaderboard');
  await expect(page.getByRole('row')).toHaveCount(51);
  await page.getByLabel('Country', { exact: true }).selectOption('UNITED KINGDOM');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`${E2E_SITE_URL}/express-leaderboard?country=UNITED+KINGDOM`);
  await page
    .getByRole('navigation', { name: 'Leaderboard pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/country=UNITED\+KINGDOM/);
  await expect(page.getByRole('cell', { name: '51', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('cell')
      .filter({ hasText: /^\d+:\d{2}\.\d{3}$/ })
      .first(),
  ).toBeVisible();
});
