import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { gotoHydrated } from '../../fixtures/site.ts';

const count = (page: Page) => page.getByTestId('listing-count');
const grid = (page: Page) => page.getByTestId('listing-grid');
const firstTitle = (page: Page) => grid(page).getByRole('link').first().textContent();
const query = (page: Page) => new URL(page.url()).search;

/** A filter checkbox by its group legend and value label. */
const filter = (page: Page, group: string, value: string) =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${value}`) });

test('the listing renders on the server: header, 11 facet groups with counts, 3 per row', async ({
  page,
}) => {
  const res = await gotoHydrated(page, '/products/downlights');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Downlights' })).toBeVisible();
  await expect(count(page)).toHaveText(/^Showing 12 of \d+ products$/);
  await expect(grid(page).getByRole('listitem')).toHaveCount(12);
  const groups = page.locator('fieldset[data-facet]');
  await expect(groups).toHaveCount(11);
  await expect(groups.first().locator('legend')).toHaveText('Sub Category');
  await expect(page.getByRole('group', { name: 'Sub Category' }).getByRole('checkbox')).toHaveCount(
    6,
  );
  await page
    .getByRole('group', { name: 'Sub Category' })
    .getByRole('button', { name: 'Show 1 more' })
    .click();
  await expect(page.getByRole('group', { name: 'Sub Category' }).getByRole('checkbox')).toHaveCount(
    7,
  );
  await page.getByRole('button', { name: 'Show less' }).first().click();
  await expect(page.getByRole('group', { name: 'Sub Category' }).getByRole('checkbox')).toHaveCount(
    6,
  );
  // 3 per row on a desktop.
  const tops = await grid(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.slice(0, 4).map((i) => Math.round(i.getBoundingClientRect().top)),
    );
  expect(tops[0]).toBe(tops[2]);
  expect(tops[3]).toBeGreaterThan(tops[0]!);
  // Card titles over 41 characters are cut to 37 plus '...' and the part number.
  for (const text of await grid(page).getByRole('link').allTextContents()) {
    expect(text).toMatch(/^(.{1,41}|.{37}\.\.\.) [A-Z0-9-]+$/);
  }
  await expectNoAxeViolations(page);
});

test('filter, remove a chip, clear all, sort, change page, then Back restores each state', async ({
  page,
}) => {
  await gotoHydrated(page, '/products/downlights');
  const states: { search: string; count: string | null; first: string | null }[] = [];
  const remember = async () =>
    states.push({
      search: query(page),
      count: await count(page).textContent(),
      first: await firstTitle(page),
    });
  await remember();

  await filter(page, 'Sub Category', 'Fire Rated Downlights').check();
  await expect(page).toHaveURL(/\?subCategory=fire-rated-downlights$/);
  await expect(count(page)).not.toHaveText(states[0]!.count!);
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
  await remember();

  await filter(page, 'Colour temperature (CCT)', '3000K').check();
  await expect(page).toHaveURL(/subCategory=fire-rated-downlights&CCT=3000K$/);
  await expect(page.getByRole('button', { name: 'Remove filter 3000K' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
  await remember();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Remove filter 3000K' }).click();
  await expect(page).toHaveURL(/\?subCategory=fire-rated-downlights$/);
  await expect(filter(page, 'Colour temperature (CCT)', '3000K')).not.toBeChecked();
  await expect(count(page)).toHaveText(states[1]!.count!);
  await remember();
  await filter(page, 'Ranges', 'AURA').check();
  await expect(page).toHaveURL(/range=AURA/);
  await expect(page.getByRole('button', { name: 'Remove filter AURA' })).toBeVisible();
  await remember();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/products\/downlights$/);
  await expect(count(page)).toHaveText(states[0]!.count!);
  await remember();

  await page.getByLabel('Sort by').selectOption('z-aSort');
  await expect(page).toHaveURL(/\?sort=z-aSort$/);
  await expect.poll(() => firstTitle(page)).not.toBe(states[0]!.first);
  await remember();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?sort=z-aSort&page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'First page' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await remember();

  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Last page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await remember();

  // Back replays every state exactly: URL, count, first product and the checkboxes.
  for (const state of states.slice(0, -1).reverse()) {
    await page.goBack();
    await expect.poll(() => query(page)).toBe(state.search);
    await expect(count(page)).toHaveText(state.count!);
    await expect.poll(() => firstTitle(page)).toBe(state.first);
  }
  await expect(filter(page, 'Sub Category', 'Fire Rated Downlights')).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'First page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a shared filtered URL renders the same listing on the server, and reloads the same', async ({
  page,
  request,
}) => {
  const url = '/products/downlights?CCT=3000K&CCT=4000K&sort=skua-zSort&size=24&page=2';
  const html = await (await request.get(url)).text();
  expect(html).toContain('Showing 24 of');
  await gotoHydrated(page, url);
  await expect(filter(page, 'Colour temperature (CCT)', '3000K')).toBeChecked();
  await expect(filter(page, 'Colour temperature (CCT)', '4000K')).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('skua-zSort');
  await expect(page.getByLabel('Items per page')).toHaveValue('24');
  await expect(grid(page).getByRole('listitem')).toHaveCount(24);
  const first = await firstTitle(page);
  await page.reload();
  await expect.poll(() => firstTitle(page)).toBe(first);
});

test("'Load more products' appends the next page; a page past the end opens page 1", async ({
  page,
}) => {
  await gotoHydrated(page, '/products/downlights');
  await page.getByRole('button', { name: 'Load more products' }).click();
  await expect(grid(page).getByRole('listitem')).toHaveCount(24);
  await expect(count(page)).toHaveText(/^Showing 24 of/);
  await expect(page).toHaveURL(/\?more=1$/);
  await page.getByLabel('Items per page').selectOption('36');
  await expect(page).toHaveURL(/\?size=36$/);
  await expect(grid(page).getByRole('listitem')).toHaveCount(36);

  const res = await gotoHydrated(page, '/products/downlights?sort=a-zSort&page=500');
  expect(res?.url()).toMatch(/\/products\/downlights\?sort=a-zSort$/);
});

test('a rangeFilter pre-selects its range and names the page', async ({ page }) => {
  await gotoHydrated(page, '/products/downlights?rangeFilter=aura');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downlights AURA');
  await expect(page).toHaveTitle(/^Downlights AURA \|/);
  await expect(filter(page, 'Ranges', 'AURA')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove filter AURA' })).toBeVisible();
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/products\/downlights\?rangeFilter=AURA$/,
  );
  await expect(page.locator('link[rel=alternate][hreflang=fr-FR]')).toHaveAttribute(
    'href',
    /\/products\/spots-encastres\?rangeFilter=AURA$/,
  );
  await page.getByRole('button', { name: 'Remove filter AURA' }).click();
  await expect(page).toHaveURL(/\/products\/downlights$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downlights');
  await expectNoAxeViolations(page);
});

test('an unknown rangeFilter is ignored: same listing, title and canonical as without it', async ({
  page,
  request,
}) => {
  const first = await request.get('/products/downlights?rangeFilter=NONEXISTENT&sort=a-zSort', {
    maxRedirects: 0,
  });
  expect(first.status()).toBe(302);
  expect(first.headers().location).toMatch(/\/products\/downlights\?sort=a-zSort$/);

  await gotoHydrated(page, '/products/downlights?rangeFilter=NONEXISTENT');
  await expect(page).toHaveURL(/\/products\/downlights$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downlights');
  await expect(page).toHaveTitle(/^Downlights \|/);
  await expect(count(page)).not.toHaveText('Showing 0 products');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/products\/downlights$/,
  );
  await expect(page.locator('html')).not.toContainText('NONEXISTENT');

  // A range named another way is the range, spelt as the category spells it.
  await gotoHydrated(page, '/products/downlights?rangeFilter=halo-fire');
  await expect(page).toHaveURL(/\/products\/downlights\?rangeFilter=HALO\+FIRE$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downlights HALO FIRE');
  // Another category's range is no range of this one.
  await gotoHydrated(page, '/products/panels?rangeFilter=AURA');
  await expect(page).toHaveURL(/\/products\/panels$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panels');
});

test('Showing 0 products when nothing matches', async ({ page }) => {
  await gotoHydrated(page, '/products/downlights?CCT=9999K');
  await expect(count(page)).toHaveText('Showing 0 products');
});
