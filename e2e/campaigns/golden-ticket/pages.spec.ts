import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { PHONE, pageOverflow } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { E2E_SITE_URL, editionUrl } from '../../ports.ts';

// The campaigns app's Golden Ticket pages through the gateway, as a visitor reaches them.
// These need no promotions API: the terms are static and the entry form renders without a
// current run (tests beside them, marked fixme, need the API's promotions routes).

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const TERMS_PATHS = ['/goldenticket/terms-conditions', '/goldenticket/termsandcondition'];

async function expectChrome(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const width of [1280, PHONE.width]) {
  for (const path of TERMS_PATHS) {
    test(`${path} renders the terms in the chrome, axe clean, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Golden Ticket promotion 2024: terms and conditions',
      );
      await expect(page.getByText('aged 18 or over', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the Golden Ticket' })).toHaveAttribute(
        'href',
        '/goldenticket',
      );
      // One canonical address for both, and only the en-GB alternate (spec §9).
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${E2E_SITE_URL}/goldenticket/terms-conditions`,
      );
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
      expect(alternates).toEqual(['en-GB', 'x-default']);
      await expectChrome(page);
      expect(await pageOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
}

test('the back link goes to the entry form inside the app', async ({ page }) => {
  await gotoHydrated(page, '/goldenticket/terms-conditions');
  await page.getByRole('link', { name: 'Back to the Golden Ticket' }).click();
  await expect(page).toHaveURL(`${E2E_SITE_URL}/goldenticket`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your Golden Ticket');
});

for (const width of [1280, PHONE.width]) {
  test(`/goldenticket renders its form in the chrome, axe clean, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await gotoHydrated(page, '/goldenticket');
    expect(response?.status()).toBe(200);
    await expectChrome(page);
    const form = page.getByRole('form', { name: 'Enter your Golden Ticket' });
    for (const label of ['First name', 'Surname', 'E-mail', 'Serial number'])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('First name', { exact: true }).fill('Siobhán');
    await form.getByLabel('Surname', { exact: true }).fill('Murphy');
    await form.getByLabel('E-mail', { exact: true }).fill('siobhan@example.ie');
    await form.getByLabel('Serial number', { exact: true }).fill('AB12CD3');
    await expect(submit).toBeDisabled();
    // A 7-character serial is refused as the field is left, before anything is sent.
    await form.getByLabel('Serial number', { exact: true }).blur();
    await expect(form.getByText('Serial Number must be 8 characters long')).toBeVisible();
    await form.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    const main = page.locator('main');
    await expect(
      main.getByRole('link', { name: 'Golden Ticket terms and conditions' }),
    ).toHaveAttribute('href', '/goldenticket/terms-conditions');
    await expect(main.getByRole('link', { name: 'See the winners' })).toHaveAttribute(
      'href',
      '/goldenticket/winners',
    );
    expect(await pageOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
}

// The French edition (fr.localhost) on a phone: the page is English (spec §9), the schema's
// messages are the visitor's language. Each over-limit field says so as it is left, and the
// submit puts the focus on the first one instead of sending anything.
test('French edition at 390 px: over-limit fields show the French messages, nothing is sent', async ({
  page,
}) => {
  await page.setViewportSize({ width: PHONE.width, height: 900 });
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/golden-customer-entry')) posted.push(r.url());
  });
  await gotoHydrated(page, `${editionUrl('fr')}/goldenticket`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const form = page.getByRole('form', { name: 'Enter your Golden Ticket' });
  // Limits from @lumen/validation's promotions-constants: names 30, e-mail 254, serial 8.
  const fields = [
    ['First name', 'A'.repeat(31), 'Le prénom doit comporter moins de 30 caractères'],
    ['Surname', 'B'.repeat(31), 'Le nom doit comporter moins de 30 caractères'],
    ['E-mail', `${'a'.repeat(250)}@example.ie`, 'L’e-mail doit être valide'],
    ['Serial number', 'AB12CD345', 'Le numéro de série doit comporter 8 caractères'],
  ] as const;
  for (const [label, value, message] of fields) {
    const input = form.getByLabel(label, { exact: true });
    await input.fill(value);
    await input.blur();
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  }
  await form.getByRole('checkbox').check();
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByLabel('First name', { exact: true })).toBeFocused();
  for (const [, , message] of fields)
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toBeEmpty();
  expect(posted).toEqual([]);
  expect(await pageOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
});

test('/goldenticket/instantdraw with nothing stored goes back to the entry form', async ({
  page,
}) => {
  await page.goto('/goldenticket/instantdraw');
  await expect(page).toHaveURL(`${E2E_SITE_URL}/goldenticket`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your Golden Ticket');
});

test('/goldenticket/instantdraw with an incomplete payload goes back to the entry form', async ({
  page,
}) => {
  await page.goto('/goldenticket/terms-conditions');
  await page.evaluate(() =>
    localStorage.setItem(
      'lumen.goldenTicket.instantDraw',
      JSON.stringify({ goldenSerialNumber: 'AB12CD34' }),
    ),
  );
  await page.goto('/goldenticket/instantdraw');
  await expect(page).toHaveURL(`${E2E_SITE_URL}/goldenticket`);
});

test('the site links to campaign pages with document loads, and campaigns to site pages', async ({
  page,
}) => {
  await gotoHydrated(page, `${editionUrl('uk')}/`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Promotions' }).click();
  const [toCampaigns] = await Promise.all([
    page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/goldenticket' && r.request().resourceType() === 'document',
    ),
    nav.getByRole('link', { name: 'Golden Ticket' }).click(),
  ]);
  expect(toCampaigns.status()).toBe(200);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your Golden Ticket');

  const [toSite] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/contact' && r.request().resourceType() === 'document',
    ),
    page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click(),
  ]);
  expect(toSite.status()).toBe(200);
  await expect(page).toHaveURL(`${editionUrl('uk')}/contact`);
});

test('another edition shows the English page in its own chrome', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}/goldenticket/terms-conditions`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Golden Ticket promotion 2024: terms and conditions',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${E2E_SITE_URL}/goldenticket/terms-conditions`,
  );
});

test('/goldenticket/winners fits 390 px in the chrome, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: PHONE.width, height: 900 });
  const response = await gotoHydrated(page, '/goldenticket/winners');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golden Ticket winners');
  await expectChrome(page);
  expect(await pageOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
});
