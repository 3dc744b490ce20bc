import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { chooseFrench, productHiddenInFrance } from '../../fixtures/catalogue.ts';
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
  expect(recorded).toEqual([{ productSearchQuery: 'downlight', country: 1, platform: 'WEB' }]);

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
