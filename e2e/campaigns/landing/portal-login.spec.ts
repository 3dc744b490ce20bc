import { expect, test } from '@playwright/test';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import { expectAxeClean, LANDING_EDITIONS, LANDING_WIDTHS, openLandingPage } from './fixtures.ts';

// /portal-login (campaigns spec §2.7): three tabs, each opening its portal in a new tab.
test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const HEADINGS = { 'en-GB': /^Portal login$/, 'fr-FR': /^Connexion aux portails$/ } as const;

for (const { locale, edition } of LANDING_EDITIONS) {
  for (const width of LANDING_WIDTHS) {
    test(`/portal-login in ${locale} at ${width} px: a keyboard tablist, axe`, async ({ page }) => {
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: '/portal-login',
        heading: HEADINGS[locale],
      });
      const tabs = page.getByRole('tablist').getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await tabs.nth(0).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('End');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      const link = page.getByRole('tabpanel').getByRole('link');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expectAxeClean(page);
    });
  }
}
