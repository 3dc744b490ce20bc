import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { gotoHydrated } from '../../fixtures/site.ts';

test('an unknown path answers 404 with the spec text in the server HTML', async ({ request }) => {
  const res = await request.get('/no-such-page/at-all');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('might have been removed or be temporarily unavailable');
  expect(html).toContain('Back to Home');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test('the 404 page is accessible and leads back home', async ({ page }) => {
  const res = await gotoHydrated(page, '/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
