import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { PHONE, pageOverflow } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { E2E_SITE_URL, editionUrl } from '../../ports.ts';

// The World Cup competition's pages (campaigns spec §2.4) through the gateway, as a visitor
// reaches them: in the site's chrome, axe clean, at a laptop's and a phone's width.

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

async function expectPromotionPage(page: Page, path: string) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // One canonical address on the en-GB edition and only the en-GB alternate (spec §9).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${E2E_SITE_URL}${path}`,
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(alternates).toEqual(['en-GB', 'x-default']);
  expect(await pageOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
}

for (const width of [1280, PHONE.width]) {
  test(`/world-cup shows the fixed text and the way in, axe clean, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await gotoHydrated(page, '/world-cup');
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('World Cup competition');
    await expect(
      main.getByText('bought between 1 November 2022 and 19 December 2022', { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Enter Competition' })).toHaveAttribute(
      'href',
      '/upload-invoice',
    );
    await expectPromotionPage(page, '/world-cup');
  });

  test(`/upload-invoice shows its form, axe clean, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await gotoHydrated(page, '/upload-invoice');
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Upload Invoice');
    // The seed's competition covers today (GET /promotions/invoice-upload/current).
    await expect(
      main.getByText('The competition is open: invoices are accepted until', { exact: false }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Upload Invoice' });
    for (const label of ['First name', 'Last name', 'Company name', 'E-mail', 'Invoice'])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await expect(form.getByText('please select a invoice')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enter Competition' })).toBeDisabled();
    await expect(main.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/world-cup');
    await expect(main.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await expectPromotionPage(page, '/upload-invoice');
  });
}

test('Enter Competition leads from the World Cup page to the form, and Back returns', async ({
  page,
}) => {
  await gotoHydrated(page, '/world-cup');
  await page.locator('main').getByRole('link', { name: 'Enter Competition' }).click();
  await expect(page).toHaveURL(`${E2E_SITE_URL}/upload-invoice`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Invoice');
  await page.locator('main').getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${E2E_SITE_URL}/world-cup`);
});

test('the French edition shows the English form in its chrome, its messages in French', async ({
  page,
}) => {
  const response = await gotoHydrated(page, `${editionUrl('fr')}/upload-invoice`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Invoice');
  const form = page.getByRole('form', { name: 'Upload Invoice' });
  await expect(form.getByText('veuillez sélectionner une facture')).toBeVisible();
  await form.getByLabel('E-mail', { exact: true }).fill('pas-un-email');
  await form.getByLabel('E-mail', { exact: true }).blur();
  await expect(form.getByText("L'e-mail doit être valide")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${E2E_SITE_URL}/upload-invoice`,
  );
  await expectNoAxeViolations(page);
});
