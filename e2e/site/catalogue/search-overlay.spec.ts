import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { chooseFrench, productHiddenInFrance } from '../../fixtures/catalogue.ts';
import {
  apiSearchTermLimit,
  isUncovered,
  openSearchDialog,
  searchOpenerOf,
  VIEWPORTS,
} from '../../fixtures/search.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

/** The full-screen search dialog (its name is the content's searchTitle, per language). */
const dialogOf = (page: Page) => page.getByRole('dialog');
const countOf = (page: Page) => dialogOf(page).getByTestId('search-count');
const cardsOf = (page: Page) => dialogOf(page).getByTestId('search-results').getByRole('link');

async function searchFromHeader(page: Page, term: string) {
  const box = page.getByRole('banner').getByRole('combobox');
  await box.fill(term);
  await box.press('Enter');
  await expect(dialogOf(page)).toBeVisible();
}

test('search, load more, then close: 36 results, 12 more per press, all cleared on close', async ({
  page,
}) => {
  const recorded: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/search-history') && req.method() === 'POST')
      recorded.push(req.postDataJSON());
  });
  await gotoHydrated(page, '/');
  await searchFromHeader(page, 'downlight');
  await expect(countOf(page)).toHaveText(/^(Searching\.\.\.|Showing 36 of \d+ products)$/);
  await expect(countOf(page)).toHaveText(/^Showing 36 of \d+ products$/);
  const total = Number((await countOf(page).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(60);
  await expect(cardsOf(page)).toHaveCount(36);
  await expect(cardsOf(page).first()).toHaveAttribute(
    'href',
    /^\/products\/[a-z0-9-]+\/[a-z0-9-]+$/,
  );
  await expect(dialogOf(page).getByTestId('search-results').locator('img').first()).toHaveAttribute(
    'src',
    /^\/thumb\/\d+\/[^?]+\?width=300&height=300$/,
  );
  await expectNoAxeViolations(page);

  const loadMore = dialogOf(page).getByRole('button', { name: 'Load more products' });
  await loadMore.click();
  await expect(countOf(page)).toHaveText(`Showing 48 of ${total} products`);
  await expect(cardsOf(page)).toHaveCount(48);
  await loadMore.click();
  await expect(countOf(page)).toHaveText(`Showing 60 of ${total} products`);
  await expect(cardsOf(page)).toHaveCount(60);
  // Recorded once, when the first results arrive; the API counts its results itself.
  expect(recorded).toEqual([
    { productSearchQuery: 'downlight', country: 1, platform: 'WEB', language: 'en-GB' },
  ]);

  await dialogOf(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('');

  // Opened again, a search starts from 36.
  await searchFromHeader(page, 'panel');
  await expect(countOf(page)).toHaveText(/^Showing 36 of \d+ products$/);
});

test('choosing a suggestion searches for it; typing in the dialog searches again', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const box = page.getByRole('banner').getByRole('combobox');
  await box.pressSequentially('aura', { delay: 40 });
  const option = page.getByRole('banner').getByRole('option').first();
  const suggestion = (await option.textContent())!;
  await option.click();
  await expect(dialogOf(page).getByRole('combobox')).toHaveValue(suggestion);
  await expect(countOf(page)).toHaveText(/^Showing \d+ of \d+ products$/);
  await expect(cardsOf(page).first()).toContainText(/AURA/i);

  const inDialog = dialogOf(page).getByRole('combobox');
  await inDialog.fill('DLAUR05-001018');
  await expect(countOf(page)).toHaveText('Showing 1 of 1 product');
  await expect(cardsOf(page)).toHaveCount(1);
  await expect(cardsOf(page)).toHaveText(/DLAUR05-001018$/);
});

test('a product hidden in the visitor’s country is not found by search', async ({
  page,
  context,
  request,
}) => {
  const hidden = await productHiddenInFrance(request);
  await gotoHydrated(page, '/');
  await searchFromHeader(page, hidden.partnumberManufacturer);
  await expect(cardsOf(page)).toHaveCount(1);

  await chooseFrench(context);
  await gotoHydrated(page, '/');
  await searchFromHeader(page, hidden.partnumberManufacturer);
  await expect(countOf(page)).not.toHaveText('Recherche en cours...');
  await expect(dialogOf(page).getByTestId('search-results')).toHaveCount(0);
});

/** A term repeated to exactly `length` characters: long, yet it still finds products. */
const termOfLength = (words: string, length: number) =>
  words.repeat(Math.ceil(length / words.length)).slice(0, length);

const LANGUAGES = [
  { name: 'English', isFrench: false, words: 'aura downlight ', suggest: 'fire' },
  // Accents, both apostrophes and a hyphen, as French visitors type them.
  {
    name: 'French',
    isFrench: true,
    words: "Spot encastré d’aura coupe-feu d'aura ",
    suggest: 'spot',
  },
] as const;

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`search dialog at ${viewport.width} px in ${language.name}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ context }) => {
        if (language.isFrench) await chooseFrench(context);
      });

      test('a term at the API’s limit and past it: the page stays, the box stops at the limit, results stay', async ({
        page,
        request,
      }) => {
        const limit = await apiSearchTermLimit(request);
        const crashes: string[] = [];
        page.on('pageerror', (error) => crashes.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' && /caught the following error/.test(message.text()))
            crashes.push(message.text());
        });
        await gotoHydrated(page, '/');
        const dialog = await openSearchDialog(page, 'aura');
        await expect(countOf(page)).toHaveText(/^(Showing|Affichage de) 36 (of|sur) \d+ produ/);
        const box = dialog.getByRole('combobox');

        // At the limit: searched like any other term.
        const atLimit = termOfLength(language.words, limit);
        await box.fill('');
        await page.keyboard.insertText(atLimit);
        await expect(box).toHaveValue(atLimit);
        await expect(countOf(page)).toHaveText(/^(Showing|Affichage de) \d+ (of|sur) \d+ produ/);
        await expect(cardsOf(page).first()).toBeVisible();

        // Past it (a paste): the page stays, with its results...
        const pastLimit = termOfLength(language.words, limit + 60);
        await box.fill('');
        await page.keyboard.insertText(pastLimit);
        await page.waitForTimeout(800); // past the 300 ms search pause
        await expect(dialog).toBeVisible();
        await expect(cardsOf(page).first()).toBeVisible();
        expect(crashes).toEqual([]);
        // ...because the box keeps only the first `limit` characters, and searches them.
        await expect(box).toHaveValue(pastLimit.slice(0, limit));
        await expect(box).toHaveAttribute('maxlength', String(limit));
        await box.press('Enter');
        await expect(dialog.getByRole('alert')).toHaveCount(0);
        await expect(countOf(page)).toHaveText(/^(Showing|Affichage de) \d+ (of|sur) \d+ produ/);
        await expect(cardsOf(page).first()).toBeVisible();
        expect(crashes).toEqual([]);
      });

      test('all six suggestions show over the results, and the last one can be clicked', async ({
        page,
      }) => {
        await gotoHydrated(page, '/');
        const dialog = await openSearchDialog(page, 'aura');
        await expect(cardsOf(page).first()).toBeVisible();
        const box = dialog.getByRole('combobox');
        await box.fill('');
        await box.pressSequentially(language.suggest, { delay: 40 });
        const options = dialog.getByRole('listbox').getByRole('option');
        await expect(options).toHaveCount(6);
        for (const option of await options.all()) {
          await expect(option).toBeInViewport();
          expect(await isUncovered(option), (await option.textContent()) ?? '').toBe(true);
        }
        const last = options.last();
        const term = (await last.textContent())!;
        await last.click({ timeout: 5_000 });
        await expect(box).toHaveValue(term);
        await expect(countOf(page)).toHaveText(/^(Showing|Affichage de) \d+ (of|sur) \d+ produ/);
      });

      test('the close button sits in the search row, not on an empty band; it closes and focus returns', async ({
        page,
      }) => {
        await gotoHydrated(page, '/');
        const opener = searchOpenerOf(page);
        const dialog = await openSearchDialog(page, 'aura');
        const box = (await dialog.getByRole('combobox').boundingBox())!;
        const close = dialog.getByRole('button', { name: /^(Close|Fermer)$/ });
        const closeBox = (await close.boundingBox())!;
        const dialogBox = (await dialog.boundingBox())!;
        // On the input's row, to its right.
        const closeMiddle = closeBox.y + closeBox.height / 2;
        expect(closeMiddle).toBeGreaterThan(box.y);
        expect(closeMiddle).toBeLessThan(box.y + box.height);
        expect(closeBox.x).toBeGreaterThanOrEqual(box.x + box.width);
        // Nothing above the hero but the hero: the title then the search row (the title wraps
        // to two lines on a phone).
        expect(box.y - dialogBox.y).toBeLessThan(viewport.width < 768 ? 130 : 110);

        await close.click();
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
      });
    });
  }
}

test('addresses carrying a long or French search term never give the 500 page', async ({
  request,
}) => {
  const limit = await apiSearchTermLimit(request);
  const terms = [
    'x'.repeat(limit + 1),
    termOfLength("Spot encastré d’aura coupe-feu d'aura ", limit + 1),
    'Signalisation d’évacuation',
  ];
  for (const path of ['/', '/products/downlights'])
    for (const name of ['search', 'query', 'q'])
      for (const term of terms) {
        const url = `${path}?${new URLSearchParams({ [name]: term })}`;
        const res = await request.get(url, { headers: { Cookie: 'lumen_language=fr-FR%3A3' } });
        expect(res.status(), url).toBe(200);
      }
});
