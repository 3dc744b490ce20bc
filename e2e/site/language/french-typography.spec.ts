import { expect, test, type Page } from '@playwright/test';
import { LAYOUT_PAGES } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

/*
 * French typography on the French edition (issue 8, defect 9): numbers written the French
 * way, a no-break space before ':', and nothing left in English.
 */

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const FR = editionUrl('fr');
const NBSP = '\u00a0';
// French groups thousands with a narrow no-break space.
const NNBSP = '\u202f';

/**
 * Text (screen-reader text and labels included) where a ':' follows a letter directly, as
 * 'Pays:' or 'Référence:' do; French wants 'Pays : ' with a no-break space. Times and
 * certificates ('07:30', 'ISO 9001:2015') have digits on both sides and are not counted.
 */
async function colonsWithoutSpace(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('.sr-only')).map((el) => el.textContent ?? ''),
      ...Array.from(document.querySelectorAll('[aria-label]')).map(
        (el) => el.getAttribute('aria-label') ?? '',
      ),
    ];
    return texts.flatMap((text) =>
      [...text.matchAll(/\S{0,20}[\p{L})]:(?!\/\/)\S{0,20}/gu)].map((m) => m[0]),
    );
  });
}

test('the product page: IRC chip, French decimals and thousands, a no-break space before colons', async ({
  page,
}) => {
  await gotoHydrated(page, FR + LAYOUT_PAGES.fr.detail);
  const chips = page.getByTestId('feature-chips').getByRole('listitem');
  await expect(chips).toContainText(['IRC >80']);
  await expect(page.getByTestId('feature-chips')).not.toContainText('CRI');

  // 'Référence : DLAUR05-001018', the label ending in a no-break space and ':'.
  const partNumberLine = page.getByTestId('part-number').locator('..');
  expect(await partNumberLine.textContent()).toBe(`Référence${NBSP}: DLAUR05-001018`);

  await page.getByRole('tab', { name: 'Caractéristiques techniques' }).click();
  // The two columns of the tech specs tab.
  const value = (title: string) => page.locator(`[data-column] dt:text-is("${title}") + dd`);
  await expect(value('Facteur de puissance')).toHaveText('0,9');
  expect(await value('Durée de vie (heures)').textContent()).toBe(`30${NNBSP}000`);

  const lifetime = page.locator('[data-badge="lifetime"]');
  expect(await lifetime.textContent()).toBe(`Durée de vie 30${NNBSP}000 heures`);

  // How-to videos and case studies name their link 'Lire la vidéo : …', 'Lire l’étude de cas : …'.
  const srTexts = await page.locator('[role="tabpanel"] .sr-only').allTextContents();
  expect(srTexts).toContainEqual(expect.stringMatching(new RegExp(`^Lire la vidéo${NBSP}: `)));
  expect(srTexts).toContainEqual(
    expect.stringMatching(new RegExp(`^Lire l’étude de cas${NBSP}: `)),
  );

  const country = page.getByRole('banner').locator('.sr-only', { hasText: 'Pays' }).first();
  expect(await country.textContent()).toBe(`Pays${NBSP}: `);
  expect(await colonsWithoutSpace(page)).toEqual([]);
});

test('the listing: filter values and applied chips in French decimals, the filter unchanged', async ({
  page,
}) => {
  await gotoHydrated(page, FR + LAYOUT_PAGES.fr.listing);
  const powerFactor = page.locator('fieldset[data-facet="powerFactor"]');
  await expect(powerFactor.locator('label')).toContainText(['>0,9', '>0,95']);
  await expect(powerFactor).not.toContainText('0.9');

  await powerFactor.getByRole('checkbox', { name: '>0,95' }).check();
  await expect(page).toHaveURL(/powerFactor=%3E0\.95/);
  await expect(page.getByRole('button', { name: 'Retirer le filtre >0,95' })).toBeVisible();
  await expect(page.getByTestId('listing-count')).toHaveText(
    /^Affichage de \d+ sur \d+ produits?$/,
  );
  expect(await colonsWithoutSpace(page)).toEqual([]);
});

test('carousels and their slides are announced in French', async ({ page }) => {
  for (const path of [LAYOUT_PAGES.fr.home, LAYOUT_PAGES.fr.detail]) {
    await gotoHydrated(page, FR + path);
    const carousels = page.locator('section[aria-roledescription]');
    expect(await carousels.count(), path).toBeGreaterThan(0);
    const roles = await page
      .locator('[aria-roledescription]')
      .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('aria-roledescription')))]);
    expect(roles.sort(), path).toEqual(['carrousel', 'diapositive']);
    await expect(carousels.first().getByRole('group').first()).toHaveAttribute(
      'aria-label',
      /^Diapositive 1 sur \d+$/,
    );
  }
});

test('the footer: support hours with a no-break space before the colon', async ({ page }) => {
  await gotoHydrated(page, FR);
  const footer = page.getByRole('contentinfo');
  expect(await footer.getByText(/^Horaires d'assistance/).textContent()).toBe(
    `Horaires d'assistance${NBSP}: 07:30-17:30`,
  );
  expect(await colonsWithoutSpace(page)).toEqual([]);
});
