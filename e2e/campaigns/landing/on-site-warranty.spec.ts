import { expect, test } from '@playwright/test';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import { expectAxeClean, LANDING_EDITIONS, LANDING_WIDTHS, openLandingPage } from './fixtures.ts';

// /on-site-warranty (campaigns spec §2.7) from the seeded content, through the gateway.
test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const COPY = {
  'en-GB': {
    heading: /^On-site warranty: we come to the fitting/,
    feature: 'Less time on return visits',
    readMore: 'Read more',
    readLess: 'Read less',
    question: 'Which products are covered on site?',
  },
  'fr-FR': {
    heading: /^Garantie sur site/,
    feature: 'Moins de retours sur chantier',
    readMore: 'Lire la suite',
    readLess: 'Réduire',
    question: 'Quels produits sont couverts sur site ?',
  },
} as const;

for (const { locale, edition } of LANDING_EDITIONS) {
  for (const width of LANDING_WIDTHS) {
    test(`/on-site-warranty in ${locale} at ${width} px: sections, read more, FAQ, axe`, async ({
      page,
    }) => {
      const copy = COPY[locale];
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: '/on-site-warranty',
        heading: copy.heading,
      });
      const main = page.locator('main');
      // Four feature cards, each with its own read more / read less.
      const card = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: copy.feature }) });
      const toggle = card.getByRole('button', { name: copy.readMore });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(card.getByRole('button', { name: copy.readLess })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(main.getByRole('button', { name: copy.readMore })).toHaveCount(3);
      // Several answers may be open at once.
      const question = main.getByRole('button', { name: copy.question });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      // The promises: a grid on wide screens, a carousel on phones.
      if (width < 768) await expect(main.locator('[aria-roledescription]').first()).toBeVisible();
      // App badges open the stores in a new tab.
      const badges = main.locator(
        'a[href^="https://apps.apple.com"], a[href^="https://play.google.com"]',
      );
      await expect(badges).toHaveCount(2);
      for (const badge of await badges.all())
        await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
      await expectAxeClean(page);
    });
  }
}
