import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import {
  expectAxeClean,
  LANDING_EDITIONS,
  LANDING_WIDTHS,
  landingOrigin,
  openLandingPage,
} from '../landing/fixtures.ts';

// /ziigna-linear-lighting (campaigns spec §2.6; issue 12 point 2) from the seeded content
// (apps/api/content/ziigna-header), through the gateway.
test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const PATH = '/ziigna-linear-lighting';
const BUILDER = '/ziigna-linear-lighting/builder';

const COPY = {
  'en-GB': {
    heading: 'Ziigna linear lighting, made to the millimetre',
    carousel: 'One profile, six ways to fit it',
    standalone: 'Standalone luminaire',
    continuous: 'Continuous run',
    recessed: 'Recessed',
    suspended: 'Suspended',
    linkInStandalone: 'continuous run',
    departments: ['Offices', 'Schools and universities', 'Healthcare'],
    feature: 'Up to 120 lm/W',
    builderCta: 'Go to my Ziigna builder',
    callLabel: 'Call the linear team',
    call: ['+44 (0)161 496 0742', 'tel:+441614960742'],
    emailLabel: 'E-mail your drawings',
    email: 'ziigna@lumen-lighting.example',
    block: 'A free lighting design with every project',
    blockCta: 'Ask for a lighting design',
    bottom: 'One line of light, from the first module to the last.',
  },
  'fr-FR': {
    heading: 'Éclairage linéaire Ziigna, fabriqué au millimètre',
    carousel: 'Un profilé, six façons de le poser',
    standalone: 'Luminaire individuel',
    continuous: 'Ligne continue',
    recessed: 'Encastré',
    suspended: 'Suspendu',
    linkInStandalone: 'ligne continue',
    departments: ['Bureaux', 'Écoles et universités', 'Santé'],
    feature: 'Jusqu’à 120\u00a0lm/W',
    builderCta: 'Ouvrir mon configurateur Ziigna',
    callLabel: 'Appeler l’équipe linéaire',
    call: ['+33 (0)4 65 71 20 42', 'tel:+33465712042'],
    emailLabel: 'Envoyer vos plans par e-mail',
    email: 'ziigna.fr@lumen-lighting.example',
    block: 'Une étude d’éclairage gratuite pour chaque projet',
    blockCta: 'Demander une étude d’éclairage',
    bottom: 'Un seul trait de lumière, du premier module au dernier.',
  },
} as const;

const panelButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** The panel is open, on screen below the sticky header, and its button has the focus. */
async function expectRevealed(page: Page, button: Locator) {
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: await button.innerText() })).toBeVisible();
  await expect(button).toBeFocused();
  await expect(button).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const box = await button.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

/** How many of the carousel's slides are wholly inside its track: the slides per view. */
async function slidesInView(page: Page, label: string): Promise<number> {
  const carousel = page.getByRole('region', { name: label });
  await expect(carousel.getByRole('group').first()).toBeVisible();
  const track = (await carousel.locator('[data-carousel]').boundingBox())!;
  const slides = await carousel
    .getByRole('group')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  return slides.filter(
    (s) => s.width > 0 && s.left >= track.x - 1 && s.right <= track.x + track.width + 1,
  ).length;
}

for (const { locale, edition } of LANDING_EDITIONS) {
  const copy = COPY[locale];

  for (const width of LANDING_WIDTHS) {
    test(`${PATH} in ${locale} at ${width} px: every section, the contact card, axe`, async ({
      page,
    }) => {
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: PATH,
        heading: new RegExp(`^${copy.heading}$`),
      });
      const main = page.getByRole('main');
      // The tailor section and the explore section both lead to the builder.
      await expect(main.locator(`a[href="${BUILDER}"]`)).toHaveCount(2);
      await expect(main.getByRole('link', { name: copy.builderCta })).toHaveAttribute(
        'href',
        BUILDER,
      );
      // Department badges, feature icons.
      for (const department of copy.departments)
        await expect(main.getByRole('listitem').filter({ hasText: department })).toBeVisible();
      await expect(main.getByText(copy.feature, { exact: true })).toBeVisible();
      // The contact card: a number to call and an address to write to, each with its label.
      const call = main.getByRole('link', { name: copy.call[0] });
      await expect(call).toHaveAttribute('href', copy.call[1]);
      await expect(main.getByText(copy.callLabel, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: copy.email })).toHaveAttribute(
        'href',
        `mailto:${copy.email}`,
      );
      await expect(main.getByText(copy.emailLabel, { exact: true })).toBeVisible();
      // Alternating blocks, each with its call to action; the bottom banner.
      const block = main
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: copy.block }) });
      await expect(block.getByRole('link', { name: copy.blockCta })).toHaveAttribute(
        'href',
        '/lighting-design',
      );
      await expect(main.getByRole('heading', { level: 2, name: copy.bottom })).toBeVisible();
      // The combinations as cards (a carousel) and as panels, all closed.
      await expect(page.getByRole('region', { name: copy.carousel })).toBeVisible();
      for (const name of [copy.standalone, copy.continuous, copy.recessed])
        await expect(panelButton(page, name)).toHaveAttribute('aria-expanded', 'false');
      await panelButton(page, copy.standalone).click();
      await expect(panelButton(page, copy.standalone)).toHaveAttribute('aria-expanded', 'true');
      expect(await slidesInView(page, copy.carousel)).toBe(width < 480 ? 1 : 3);
      await expectAxeClean(page);
    });
  }

  test(`${PATH} in ${locale}: a link in a panel's text opens the matching panel and scrolls to it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, `${landingOrigin(edition)}${PATH}`);
    await panelButton(page, copy.standalone).click();
    const standalonePanel = page.getByRole('region', { name: copy.standalone });
    const link = standalonePanel.getByRole('link', { name: copy.linkInStandalone });
    await expect(link).toHaveAttribute('href', '#combination-continuous-run');
    // By keyboard, as by mouse.
    await link.focus();
    await page.keyboard.press('Enter');
    await expectRevealed(page, panelButton(page, copy.continuous));
    await expect(page).toHaveURL(new RegExp(`${PATH}#combination-continuous-run$`));
    // The panel the link was in stays open.
    await expect(panelButton(page, copy.standalone)).toHaveAttribute('aria-expanded', 'true');
    // Back returns to the address without the fragment; the panels keep their state.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(panelButton(page, copy.continuous)).toHaveAttribute('aria-expanded', 'true');
  });

  test(`${PATH} in ${locale}: an address with #combination-<id> opens that panel on load`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, `${landingOrigin(edition)}${PATH}#combination-recessed`);
    await expectRevealed(page, panelButton(page, copy.recessed));
    await expect(panelButton(page, copy.standalone)).toHaveAttribute('aria-expanded', 'false');
    // A card's title leads to its panel too (the third card: three are in view at 1280 px).
    await page
      .getByRole('region', { name: copy.carousel })
      .getByRole('link', { name: copy.suspended })
      .click();
    await expectRevealed(page, panelButton(page, copy.suspended));
    await expect(page).toHaveURL(new RegExp(`${PATH}#combination-suspended$`));
    // A fragment that names no combination opens nothing.
    await gotoHydrated(page, `${landingOrigin(edition)}${PATH}#combination-ceiling`);
    await expect(panelButton(page, copy.recessed)).toHaveAttribute('aria-expanded', 'false');
  });
}

test(`${PATH}: the carousel shows 3 combinations, 2 under 1024 px, 1 under 480 px`, async ({
  page,
}) => {
  const label = COPY['en-GB'].carousel;
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, `${landingOrigin('uk')}${PATH}`);
  for (const [width, perView] of [
    [1280, 3],
    [1024, 3],
    [1023, 2],
    [480, 2],
    [479, 1],
    [390, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => slidesInView(page, label), `${width} px`).toBe(perView);
  }
});

test(`${PATH} without JavaScript: the copy is in the HTML and a card's link shows its panel`, async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  await blockThirdPartyScripts(page);
  const copy = COPY['en-GB'];
  await page.goto(`${landingOrigin('uk')}${PATH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
  await expect(page.getByRole('link', { name: copy.call[0] })).toBeVisible();
  const region = page.getByRole('region', { name: copy.standalone });
  await expect(region).toBeHidden();
  // Without the script, the fragment's :target shows the panel the link names.
  await page
    .getByRole('region', { name: copy.carousel })
    .getByRole('link', { name: copy.standalone })
    .click();
  await expect(region).toBeVisible();
  await expect(region).toBeInViewport();
  await context.close();
});
