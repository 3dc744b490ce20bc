import { expect, test, type Page } from '@playwright/test';
import {
  BUILDER_PATH as PATH,
  configureRun,
  openPanel,
  RUN,
  selections,
  settledUrl,
} from './fixtures.ts';
import { pageOverflow } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import {
  expectAxeClean,
  LANDING_EDITIONS,
  LANDING_WIDTHS,
  landingOrigin,
  openLandingPage,
} from '../landing/fixtures.ts';

// /ziigna-linear-lighting/builder (campaigns spec §2.6, §4, §5; decision 028) from the seeded
// content, through the gateway: the configuration lives in the address.
test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const HEADINGS = { 'en-GB': /^Build your Ziigna$/, 'fr-FR': /^Composez votre Ziigna$/ } as const;

for (const { locale, edition } of LANDING_EDITIONS) {
  for (const width of LANDING_WIDTHS) {
    test(`${PATH} in ${locale} at ${width} px: back link, banner, panels, keyboard, axe`, async ({
      page,
    }) => {
      await openLandingPage(page, {
        edition,
        locale,
        width,
        path: PATH,
        heading: HEADINGS[locale],
      });
      await expect(page.locator('main a[href="/ziigna-linear-lighting"]')).toBeVisible();
      // One panel per parameter, and the output panel.
      await expect(page.getByRole('main').locator('h3 > button[aria-expanded]')).toHaveCount(10);
      // Radios answer the keyboard as everywhere: arrows move the choice.
      const styles = page.getByRole('group', { name: 'Style' }).getByRole('radio');
      await styles.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(styles.nth(1)).toBeChecked();
      await settledUrl(page, 'style', 'shape');
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        `${landingOrigin(edition)}${PATH}`,
      );
      expect(await pageOverflow(page)).toBe(0);
      await expectAxeClean(page);
    });
  }
}

test('a module run, a custom colour cut at 20, and a copied link that opens the same choices', async ({
  page,
  context,
}) => {
  const origin = landingOrigin('uk');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // A server render that differed from the browser's first render would be logged here.
  const errors: string[] = [];
  const listen = (p: Page) => {
    p.on('pageerror', (error) => errors.push(error.message));
    p.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  };
  listen(page);
  await gotoHydrated(page, `${origin}${PATH}`);
  await configureRun(page);
  await openPanel(page, 'Colour');
  await page.getByRole('radio', { name: /^Custom/ }).check();
  const colour = page.getByRole('textbox', { name: 'Your colour' });
  await colour.pressSequentially('Anthracite grey RAL 7016 matt');
  await expect(colour).toHaveValue('Anthracite grey RAL ');
  await expect(page.getByText('Maximum 20 characters allowed')).toBeVisible();
  await settledUrl(page, 'colour.custom', 'Anthracite grey RAL ');
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());
  expect(new URL(link).searchParams.get('modules')).toBe('start.middle.end');
  const configured = await selections(page);
  expect(configured).toMatchObject({ ...RUN, Colour: 'Custom - Anthracite grey RAL' });

  const other = await context.newPage();
  listen(other);
  await blockThirdPartyScripts(other);
  await gotoHydrated(other, link);
  expect(await selections(other)).toEqual(configured);
  await openPanel(other, 'Modules');
  for (const part of ['Start', 'Middle', 'End'])
    await expect(other.getByRole('checkbox', { name: new RegExp(`^${part}`) })).toBeChecked();
  await expect(other.getByRole('checkbox', { name: /^Standalone/ })).not.toBeChecked();
  await openPanel(other, 'Colour');
  await expect(other.getByRole('textbox', { name: 'Your colour' })).toHaveValue(
    'Anthracite grey RAL ',
  );
  // Every configuration is one page to search engines.
  await expect(other.locator('link[rel=canonical]')).toHaveAttribute('href', `${origin}${PATH}`);
  expect(errors).toEqual([]);
});

test('a reload and Back bring the same choices back; choices replace the history entry', async ({
  page,
}) => {
  const origin = landingOrigin('uk');
  await gotoHydrated(page, `${origin}/on-site-warranty`);
  await gotoHydrated(page, `${origin}${PATH}`);
  await configureRun(page);
  await openPanel(page, 'Configuration');
  await page.getByRole('radio', { name: /^Multiple/ }).check();
  await openPanel(page, 'Output');
  await page.getByRole('checkbox', { name: /^High Density/ }).check();
  await page.getByRole('textbox', { name: /^High Density/ }).fill('Aisles');
  await settledUrl(page, 'output.high-density', 'Aisles');
  const configured = await selections(page);
  expect(configured).toMatchObject({ ...RUN, Output: 'High Density - Aisles' });

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await selections(page)).toEqual(configured);

  await gotoHydrated(page, `${origin}/portal-login`);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?`));
  expect(await selections(page)).toEqual(configured);
  // Each choice replaced the entry: one more Back leaves the builder.
  await page.goBack();
  await expect(page).toHaveURL(`${origin}/on-site-warranty`);
});

test('a bad or outdated link falls back to the defaults and says so, never an error', async ({
  page,
}) => {
  const origin = landingOrigin('uk');
  const long = 'x'.repeat(5000);
  const response = await gotoHydrated(
    page,
    `${origin}${PATH}?style=triangle&modules=start.sideways&dimmer=dali&colour=custom&colour.custom=${long}&run=multiple`,
  );
  expect(response?.status()).toBe(200);
  await expect(
    page.getByText(
      'Part of this link could not be read, so the builder shows the default for: Style, Modules, Colour.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/settings the builder no longer has/)).toBeVisible();
  expect(await page.locator('main').textContent()).not.toContain('xxxxxxxx');
  expect(await selections(page)).toMatchObject({
    Style: 'Linear',
    Configuration: 'Multiple',
    Modules: 'Standalone',
    Colour: 'Custom',
  });
  await expectAxeClean(page);
  // The first change writes a clean address, and the notice goes with the bad one.
  await openPanel(page, 'Colour');
  await page.getByRole('radio', { name: /^Black/ }).check();
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('style')).toBe('linear');

  for (const bad of ['%', 'style=%E0%A4%A', `${long}=1`, 'modules=standalone.start.start'])
    expect((await page.request.get(`${origin}${PATH}?${bad}`)).status(), bad).toBe(200);
});

test('a link made in English opens the same choices in the French edition', async ({ page }) => {
  const origin = landingOrigin('uk');
  await gotoHydrated(page, `${origin}${PATH}`);
  await configureRun(page);
  const french = landingOrigin('fr');
  const link = new URL(page.url());
  await gotoHydrated(page, `${french}${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['fr-FR']);
  expect(await selections(page)).toMatchObject({
    Modules: 'Début, Milieu, Fin',
    'Longueur des modules de milieu': '2,4 m',
    'Nombre de modules de milieu': '4',
    'Longueur du module de fin': '1,2 m',
    'Flux lumineux': 'Aucune sélection',
  });
  await openPanel(page, 'Couleur');
  await page.getByRole('radio', { name: /^Personnalisée/ }).check();
  await page.getByRole('textbox', { name: 'Votre couleur' }).pressSequentially('x'.repeat(21));
  await expect(page.getByText('Maximum 20 caractères autorisés')).toBeVisible();
  await expectAxeClean(page);
});
