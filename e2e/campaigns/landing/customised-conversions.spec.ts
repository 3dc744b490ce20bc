import { expect, test } from '@playwright/test';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import { expectAxeClean, LANDING_EDITIONS, LANDING_WIDTHS, openLandingPage } from './fixtures.ts';

// The customised conversions page (campaigns spec §2.7, §9) from the seeded content.
test.beforeEach(async ({ page }) => {
  await blockThirdPartyScripts(page);
  // The player's host is not reachable here: an empty page stands in for it.
  await page.route('https://www.youtube*.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
});

const COPY = {
  'en-GB': { heading: /^Customised conversions$/, video: /Watch the workshop at work/ },
  'fr-FR': { heading: /^Conversions sur mesure$/, video: /Voir l’atelier en vidéo/ },
} as const;

for (const { locale, edition } of LANDING_EDITIONS) {
  for (const width of LANDING_WIDTHS) {
    test(`/customised-conversions in ${locale} at ${width} px: video, cards, contact, axe`, async ({
      page,
    }) => {
      const copy = COPY[locale];
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: '/customised-conversions',
        heading: copy.heading,
      });
      const main = page.locator('main');
      // Case study cards: titles cut at 30 characters (plus the ellipsis), linked to the site.
      const titles = main.locator('article h3 a');
      await expect(titles.first()).toHaveAttribute(
        'href',
        /^\/case-studies\/case-study-article\/\?caseStudy=/,
      );
      for (const title of await titles.allTextContents())
        expect(Array.from(title.replace(/…$/, '')).length).toBeLessThanOrEqual(30);
      await expect(main.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expectAxeClean(page);
      // The film opens in the 800-wide player (narrower screens: the screen less its margins).
      await main.getByRole('button', { name: copy.video }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Polled: the dialog zooms in, so its box grows to its size.
      await expect
        .poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0))
        .toBe(Math.min(800, width - 32));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
}
