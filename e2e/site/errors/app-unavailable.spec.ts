import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { gatewayNoCampaignsUrl, gatewayNoSiteUrl } from '../../ports.ts';

// A second e2e gateway has no CAMPAIGNS_URL: the campaign pages and the Login button's
// /portal-login (the customer account landing page) belong to an app that is not running
// there. A third has no site app at all (playwright.config.ts).

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

/**
 * Console errors other than failed loads (the 503 itself is one): a CSP violation or a
 * hydration mismatch would show here.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(m.text());
    }
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function clickToDocument(page: Page, path: string, click: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r: Response) =>
        new URL(r.url()).pathname === path && r.request().resourceType() === 'document',
    ),
    click(),
  ]);
  return response;
}

function expect503(response: Response | null) {
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('60');
}

const EDITIONS = [
  {
    edition: 'uk',
    lang: 'en-GB',
    navigation: 'Main navigation',
    heading: 'Temporarily unavailable',
    tryAgain: 'Try again',
  },
  {
    edition: 'fr',
    lang: 'fr-FR',
    navigation: 'Navigation principale',
    heading: 'Momentanément indisponible',
    tryAgain: 'Réessayer',
  },
] as const;

for (const { edition, lang, navigation, heading, tryAgain } of EDITIONS) {
  test(`${edition}: a campaign menu link gives the site's 503 page, with its chrome, in the edition's language`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await gotoHydrated(page, `${gatewayNoCampaignsUrl(edition)}/`);
    const nav = page.getByRole('navigation', { name: navigation });
    await nav.getByRole('button', { name: 'Promotions' }).click();
    const response = await clickToDocument(page, '/goldenticket', () =>
      nav.getByRole('link', { name: 'Golden Ticket' }).click(),
    );
    expect503(response);

    await expect(page).toHaveURL(`${gatewayNoCampaignsUrl(edition)}/goldenticket`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: tryAgain })).toHaveAttribute(
      'href',
      '/goldenticket',
    );
    // The site's own chrome, hydrated: its menus open.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const promotions = page
      .getByRole('navigation', { name: navigation })
      .getByRole('button', { name: 'Promotions' });
    await promotions.click();
    await expect(promotions).toHaveAttribute('aria-expanded', 'true');
    await promotions.click();
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test("uk: the Login button gives the site's 503 page when the customer account app is down", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await gotoHydrated(page, `${gatewayNoCampaignsUrl('uk')}/`);
  const response = await clickToDocument(page, '/portal-login', () =>
    page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click(),
  );
  expect503(response);
  await expect(page).toHaveURL(`${gatewayNoCampaignsUrl('uk')}/portal-login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temporarily unavailable');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('when the site app is down too, the gateway serves its own styled 503 page in the visitor’s language', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  for (const { edition, lang, heading, tryAgain } of EDITIONS) {
    const response = await page.goto(`${gatewayNoSiteUrl(edition)}/goldenticket`);
    expect503(response);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: tryAgain })).toHaveAttribute(
      'href',
      '/goldenticket',
    );
    // Its one style element is admitted by the page's CSP: the header is the site's dark band.
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(20, 24, 28)');
    await expectNoAxeViolations(page);
  }
  expect(errors).toEqual([]);
});
