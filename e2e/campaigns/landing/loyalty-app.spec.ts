import { expect, test } from '@playwright/test';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import { expectAxeClean, LANDING_EDITIONS, LANDING_WIDTHS, openLandingPage } from './fixtures.ts';

// The loyalty app landing page (campaigns spec §2.7) from the seeded content.
test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const COPY = {
  'en-GB': {
    heading: /^Lumen Rewards: points on every fitting you install$/,
    questions: ['Who can join Lumen Rewards?', 'How many points do I earn?'],
  },
  'fr-FR': {
    heading: /^Lumen Rewards/,
    questions: ['Qui peut rejoindre Lumen Rewards ?', 'Combien de points vais-je gagner ?'],
  },
} as const;

for (const { locale, edition } of LANDING_EDITIONS) {
  for (const width of LANDING_WIDTHS) {
    test(`/loyalty-app in ${locale} at ${width} px: badges, toolkit, FAQ, terms, axe`, async ({
      page,
    }) => {
      const copy = COPY[locale];
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: '/loyalty-app',
        heading: copy.heading,
      });
      const main = page.locator('main');
      await expect(main.locator('#download a[target="_blank"]')).toHaveCount(2);
      // Several answers may be open at once.
      for (const question of copy.questions) {
        const button = main.getByRole('button', { name: question });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
      }
      for (const question of copy.questions)
        await expect(main.getByRole('button', { name: question })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      // The toolkit: a grid on wide screens, a carousel on phones.
      if (width < 768) await expect(main.locator('[aria-roledescription]').first()).toBeVisible();
      await expectAxeClean(page);
    });
  }
}
