import { expect, test } from '@playwright/test';
import { fetchAsBrowser } from '../../fixtures/editions.ts';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';
import {
  expectAxeClean,
  LANDING_EDITIONS,
  LANDING_WIDTHS,
  landingOrigin,
  openLandingPage,
} from './fixtures.ts';

// /lighting-design (campaigns spec §2.7) from the seeded content, through the gateway.
test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const COPY = {
  'en-GB': {
    heading: 'Free lighting design for every project',
    counter: '12,500+',
    question: 'What do you need from me?',
    panel: 'Useful extras',
  },
  'fr-FR': {
    heading: 'Une étude d’éclairage gratuite pour chaque projet',
    counter: /^12\s500\+$/,
    question: 'De quoi avez-vous besoin ?',
    panel: 'Informations utiles',
  },
} as const;

for (const { locale, edition } of LANDING_EDITIONS) {
  test(`/lighting-design in ${locale}: the counter's final value is in the server HTML`, async ({
    request,
  }) => {
    const { body } = await fetchAsBrowser(request, `${landingOrigin(edition)}/lighting-design`);
    expect(body).toMatch(/12[\s\u202f,.]?500\+/);
  });

  for (const width of LANDING_WIDTHS) {
    test(`/lighting-design in ${locale} at ${width} px: counter, carousels, nested FAQ, axe`, async ({
      page,
    }) => {
      const copy = COPY[locale];
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: '/lighting-design',
        heading: new RegExp(`^${copy.heading}$`),
      });
      const main = page.locator('main');
      // Reduced motion: the final value stays, it never counts.
      await expect(main.locator('[aria-hidden="true"]').filter({ hasText: /500\+/ })).toHaveText(
        copy.counter,
      );
      // Case studies lead to their article on the site.
      await expect(
        main.locator('a[href^="/case-studies/case-study-article/?caseStudy="]').first(),
      ).toBeAttached();
      // A question with a nested expansion panel.
      await main.getByRole('button', { name: copy.question }).click();
      const nested = main.getByRole('button', { name: copy.panel });
      await expect(nested).toBeVisible();
      await nested.click();
      await expect(nested).toHaveAttribute('aria-expanded', 'true');
      await expectAxeClean(page);
    });
  }
}
