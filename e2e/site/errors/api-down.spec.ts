import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import { E2E_SITE_NO_API_URL } from '../../ports.ts';

// This site app's API_URL points at a port nothing listens on.

test('a page that needs the API answers 500 with the error page, never a blank screen', async ({
  request,
}) => {
  const res = await request.get(`${E2E_SITE_NO_API_URL}/`);
  expect(res.status()).toBe(500);
  const html = await res.text();
  expect(html).toContain('Internal server error');
  expect(html).toContain('Go to Home');
  expect(html).toContain('<header'); // the chrome still renders, with its empty states
});

test('the 500 page is accessible', async ({ page }) => {
  const res = await gotoHydrated(page, `${E2E_SITE_NO_API_URL}/`);
  expect(res?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal server error');
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('pages and files that do not need the API keep working during an outage', async ({
  request,
}) => {
  expect((await request.get(`${E2E_SITE_NO_API_URL}/no-such-page`)).status()).toBe(404);
  expect((await request.get(`${E2E_SITE_NO_API_URL}/robots.txt`)).status()).toBe(200);
  expect((await request.get(`${E2E_SITE_NO_API_URL}/sitemap.xml`)).status()).toBe(200);
});
