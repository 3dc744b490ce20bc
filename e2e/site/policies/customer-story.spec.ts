import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { expectContentPageSeo, expectNoSidewaysScroll } from '../../fixtures/content-page.ts';
import { fetchAsBrowser } from '../../fixtures/editions.ts';
import { DESKTOP, PHONE } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// axe at two widths on a shared CI machine takes longer than the default minute.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await blockThirdPartyScripts(page);
});

const STORY = '/customers/?customer=harbourside-logistics';

// Spec §2 Policy and text pages: back to home, title, image, Markdown.
for (const [edition, back, text] of [
  ['uk', 'Back to Home', 'every minute of downtime spoils stock'],
  ['fr', "Retour à l'accueil", 'chaque minute d’arrêt abîme la marchandise'],
] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`a customer story in the ${edition} edition at ${viewport.width} px: back to home, title, image, text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const res = await gotoHydrated(page, `${editionUrl(edition)}${STORY}`);
      expect(res?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: back })).toHaveAttribute('href', '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbourside Logistics');
      const image = main.locator('img').first();
      await expect(image).toHaveAttribute('alt', /Harbourside Logistics/);
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(main.getByText(text)).toBeVisible();
      await expectContentPageSeo(page, STORY.replace('?', '\\?'));
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  }
}

test('every home page customer card opens its story', async ({ page, request }) => {
  await page.goto(`${editionUrl('uk')}/`);
  const cards = page.locator('[data-home-section="customers"] li a');
  await expect(cards).toHaveCount(3);
  for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect((await fetchAsBrowser(request, `${editionUrl('uk')}${href}`)).status, href!).toBe(200);
});

test('a missing, unknown, over-long or markup customer is the 404 page, never echoed', async ({
  request,
}) => {
  for (const query of [
    '',
    '?customer=',
    '?customer=no-such-customer',
    `?customer=${'x'.repeat(1000)}`,
    '?customer=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    "?customer='%20OR%201=1--",
  ]) {
    const res = await fetchAsBrowser(request, `${editionUrl('uk')}/customers/${query}`);
    expect(res.status, query.slice(0, 40)).toBe(404);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain("' OR 1=1");
  }
});
