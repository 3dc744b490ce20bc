import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { E2E_API_URL } from '../../ports.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

test('autocomplete asks the product API for six terms in the visitor’s country and language', async ({
  page,
}) => {
  const requests: URL[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/products/autocomplete')) requests.push(new URL(req.url()));
  });
  await gotoHydrated(page, '/');
  const box = page.getByRole('banner').getByRole('combobox');
  await box.pressSequentially('fire', { delay: 50 });
  const options = page.getByRole('banner').getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(6);
  await expect(options.first()).toHaveText('Fire Rated Downlights');
  expect(requests).toHaveLength(1); // one request after the 300 ms pause
  expect(requests[0]!.origin).toBe(E2E_API_URL);
  expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
    query: 'fire',
    size: '6',
    country: '1',
    language: 'en-GB',
  });

  await options.first().click();
  const dialog = page.getByRole('dialog', { name: 'Find the right light' });
  await expect(dialog.getByRole('combobox')).toHaveValue('Fire Rated Downlights');
  await expectNoAxeViolations(page);
});
