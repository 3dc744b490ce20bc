import { expect, test } from '@playwright/test';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import { expectAxeClean, LANDING_EDITIONS, LANDING_WIDTHS, openLandingPage } from './fixtures.ts';

// The marketing collateral page (campaigns spec §2.7): back to / and the downloads.
test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const COPY = {
  'en-GB': { heading: /^Marketing collateral$/, back: /Back to home/ },
  'fr-FR': { heading: /^Supports marketing$/, back: /Retour à l’accueil/ },
} as const;

for (const { locale, edition } of LANDING_EDITIONS) {
  for (const width of LANDING_WIDTHS) {
    test(`/marketing-collateral in ${locale} at ${width} px: back button, downloads, axe`, async ({
      page,
    }) => {
      const copy = COPY[locale];
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: '/marketing-collateral',
        heading: copy.heading,
      });
      await expect(page.locator('main').getByRole('link', { name: copy.back })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.locator('main a[download]').first()).toHaveAttribute('href', /\.pdf$/);
      await expectAxeClean(page);
    });
  }
}
