import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { downloadCsv, expectNoPageOverflow } from '../fixtures/lists.ts';
import { consoleUrl, createStaffAccount, signInToConsole } from '../fixtures/console.ts';
import { E2E_API_URL } from '../ports.ts';

/*
 * Issue 13 point 4: search statistics. Searches this file records itself (POST
 * /search-history, as the site does) carry a term unique to the run, so the checks do not
 * depend on the seed's numbers: filters, the three reports, the CSV and edge input. The API
 * counts each search's results itself: a term unique to the run finds nothing, "downlight"
 * finds products.
 */

const run = Date.now().toString(36);
const FRENCH = `éclairage extérieur ${run}`;
const FORMULA = `=HYPERLINK("x") ${run}`;
const today = new Date().toISOString().slice(0, 10);

test.beforeAll(async ({ request }) => {
  const record = (productSearchQuery: string, platform: string, country: number) =>
    request.post(`${E2E_API_URL}/search-history`, {
      data: { productSearchQuery, platform, country },
    });
  for (const response of [
    await record(FRENCH, 'APP', 3),
    await record(FRENCH.toUpperCase(), 'APP', 3),
    await record(FORMULA, 'WEB', 1),
    await record('downlight', 'WEB', 1),
  ])
    expect(response.status(), await response.text()).toBe(201);
});

async function openScreen(page: Page, path = '/search-statistics') {
  await signInToConsole(page, undefined, path);
  await expect(page.getByRole('heading', { name: 'Search Statistics' })).toBeVisible();
}

test('searches: filtered by day and platform, 50 a page, the page in the address', async ({
  page,
}) => {
  await openScreen(page);
  await expect(page.getByText(/^[\d,]+ searches$/)).toBeVisible();
  const rows = page.getByRole('region', { name: 'Searches' }).locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expectNoAxeViolations(page);

  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill(today);
  await page.getByLabel('Platform').selectOption('APP');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${today}&endDate=${today}&platform=APP`));
  // A RegExp, because hasText with a string ignores case and both spellings would match.
  const french = rows.filter({ hasText: new RegExp(FRENCH) });
  await expect(french).toHaveCount(1);
  await expect(rows.filter({ hasText: new RegExp(FRENCH.toUpperCase()) })).toHaveCount(1);
  await expect(french.first()).toContainText('France');
  await expect(french.first()).toContainText('Loyalty app');
  await expect(rows.filter({ hasText: FORMULA })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page).toHaveURL(/\/search-statistics$/);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('top and zero-result terms group a term whatever its case', async ({ page }) => {
  await openScreen(page, `/search-statistics?startDate=${today}&endDate=${today}`);
  await page.getByRole('link', { name: 'Top terms' }).click();
  await expect(page).toHaveURL(/view=top/);
  const top = page.getByRole('region', { name: 'Top terms' }).locator('tbody tr');
  await expect(top.filter({ hasText: FRENCH })).toHaveText(new RegExp(`${FRENCH}\\s*2\\s*2`));
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Zero-result terms' }).click();
  const zero = page.getByRole('region', { name: 'Zero-result terms' }).locator('tbody tr');
  await expect(zero.filter({ hasText: FRENCH })).toHaveCount(1);
  await expect(zero.filter({ hasText: /^downlight\b/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the CSV is every matching search, named Search Statistics.csv, safe for Excel', async ({
  page,
}) => {
  await openScreen(page, `/search-statistics?startDate=${today}&endDate=${today}`);
  await expect(page.getByText(/^[\d,]+ search(es)?$/)).toBeVisible();
  const total = Number(
    (await page.getByText(/^[\d,]+ search(es)?$/).innerText()).split(' ')[0]!.replaceAll(',', ''),
  );
  const { fileName, header, records } = await downloadCsv(page);
  expect(fileName).toBe('Search Statistics.csv');
  expect(header).toEqual(['Date', 'Country', 'Platform', 'Search Term']);
  expect(records).toHaveLength(total);
  const terms = records.map((r) => r[3]);
  expect(terms).toContain(FRENCH);
  // A cell that would start a formula is written with a leading apostrophe.
  expect(terms).toContain(`'${FORMULA}`);
  expect(terms).not.toContain(FORMULA);
});

test('a reversed range is refused with the spec message and nothing is fetched', async ({
  page,
}) => {
  await openScreen(page);
  await expect(page.getByText(/^[\d,]+ searches$/)).toBeVisible();
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin/search-history')) listRequests.push(r.url());
  });
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill('2024-01-01');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The end date must be later than the beginning date.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').getByText('The end date must be later than the beginning date.'),
  ).toBeVisible();
  expect(listRequests).toEqual([]);
  await expect(page).toHaveURL(/\/search-statistics$/);
});

test('addresses edited by hand get a message instead of a list', async ({ page }) => {
  await signInToConsole(page);
  for (const [query, message] of [
    [
      '?startDate=2026-02-01&endDate=2026-01-01',
      'The end date must be later than the beginning date.',
    ],
    ['?startDate=2999-01-01', 'Dates in the future cannot be chosen'],
    ['?startDate=yesterday', 'Dates must be written YYYY-MM-DD'],
    ['?page=abc', 'The page in the address must be a whole number from 1 to 10,001.'],
    ['?page=0', 'The page in the address must be a whole number from 1 to 10,001.'],
    ['?page=1000000000', 'The page in the address must be a whole number from 1 to 10,001.'],
    ['?platform=FAX', 'Platform must be'],
  ] as const) {
    await page.goto(consoleUrl(`/search-statistics${query}`));
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Searches' })).toHaveCount(0);
  }
});

test('at 390 px the filters and the table fit, the table scrolling in its own region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openScreen(page);
  await expect(page.getByText(/^[\d,]+ searches$/)).toBeVisible();
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
});

test('marketing and area sales managers are not shown the statistics', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('marketing'), '/search-statistics');
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
});
