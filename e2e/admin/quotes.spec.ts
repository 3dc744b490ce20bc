import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { consoleUrl, createStaffAccount, signInToConsole } from '../fixtures/console.ts';
import { PHONE } from '../fixtures/layout.ts';

/*
 * Issue 13 points 4–6: the staff console's /ziigna-quotes on the real API and its seed (120
 * quote requests over the last six months, plus any the builder tests sent): the list and
 * its pages in the address, the date filter, the keyword search, a request's details and
 * files, the CSV export, and what the screen says for addresses it refuses.
 */

const PAGE_MESSAGE = 'The page in the address must be a whole number from 1 to 10,001.';
const EMPTY = 'No quote requests match these filters.';
const CSV_HEADER = [
  'Reference',
  'Date (UTC)',
  'Name',
  'Company',
  'E-mail',
  'Phone',
  'Preferred wholesaler',
  'Wholesaler location',
  'Message',
  'Attachments',
];
const DAY = 24 * 3_600_000;
/** A UTC day `days` before today, as the date pickers take it. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

const heading = (page: Page) => page.getByRole('heading', { name: 'Ziigna Quotes', level: 1 });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const total = (page: Page) => page.getByTestId('quotes-total');

/** "120 quote requests" as a number. */
async function totalCount(page: Page): Promise<number> {
  await expect(total(page)).toHaveText(/^[\d,]+ quote requests?$/);
  return Number(((await total(page).textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** Every request the screen sends to the quote routes, counted from now on. */
function countQuoteRequests(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin/ziigna-details')) seen.count += 1;
  });
  return seen;
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search quotes').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The first row whose message is longer than the 15-character preview. */
function rowWithLongMessage(page: Page): Locator {
  return bodyRows(page)
    .filter({ has: page.getByRole('cell', { name: /…$/ }) })
    .first();
}

test('the issue’s flow: dashboard, pages, filters, search, details, download, CSV, logout', async ({
  page,
}) => {
  await signInToConsole(page);
  const card = page.getByRole('link', { name: /^Ziigna Quotes/ });
  // The cards open a new tab; the flow stays in this one.
  await card.evaluate((a) => a.removeAttribute('target'));
  await card.click();
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveURL(consoleUrl('/ziigna-quotes'));
  await expect(bodyRows(page)).toHaveCount(50);
  const all = await totalCount(page);
  expect(all).toBeGreaterThanOrEqual(120);
  await expect(page.getByRole('table')).toHaveAccessibleName(/^Quote requests, newest first/);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Reference',
    'Date',
    'Name',
    'Email',
    'Phone',
    'Company',
    'Preferred wholesaler',
    'Wholesaler location',
    'Message',
    'Details',
  ]);
  // 'MMMM Do YYYY'
  await expect(bodyRows(page).first().locator('time')).toHaveText(
    /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}$/,
  );
  await expectNoAxeViolations(page);
  const firstOfPage1 = await bodyRows(page).first().getByRole('rowheader').textContent();

  // Page 2 is in the address and survives a reload.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/ziigna-quotes\?page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bodyRows(page).first().getByRole('rowheader')).not.toHaveText(firstOfPage1 ?? '');
  const firstOfPage2 = (await bodyRows(page).first().getByRole('rowheader').textContent()) ?? '';
  await page.reload();
  await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText(firstOfPage2);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Reversed dates are refused before anything is fetched.
  const requests = countQuoteRequests(page);
  await page.getByLabel('From').fill(daysAgo(10));
  await page.getByLabel('To').fill(daysAgo(20));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('search', { name: 'Filter the list' }).getByRole('alert')).toHaveText(
    'The end date must be later than the beginning date.',
  );
  await expect(page).toHaveURL(/\?page=2$/);
  expect(requests.count).toBe(0);

  // A keyword: a reference of page 2 finds that request alone, over every date.
  const withMessage = rowWithLongMessage(page);
  const reference = (await withMessage.getByRole('rowheader').textContent()) ?? '';
  const preview = ((await withMessage.getByRole('cell').nth(7).textContent()) ?? '').replace(
    '…',
    '',
  );
  expect(preview).toHaveLength(15);
  await search(page, reference.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`\\?q=${reference.toLowerCase()}$`));
  await expect(total(page)).toHaveText('1 quote request found');
  await expect(bodyRows(page)).toHaveCount(1);
  expect(requests.count).toBe(1);

  // Its details: the whole message and its files.
  await page.getByRole('button', { name: `View quote ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quote ${reference}` });
  await expect(dialog).toBeVisible();
  const message = (await dialog.getByTestId('quote-message').textContent()) ?? '';
  expect(message.startsWith(preview)).toBe(true);
  expect(message.length).toBeGreaterThan(15);
  await expectNoAxeViolations(page);

  // The datasheet comes through the API with the session, as a blob, never a public URL.
  const datasheet = dialog.getByRole('button', { name: /^Download ziigna-datasheet-.+\.pdf$/ });
  const downloading = page.waitForEvent('download');
  await datasheet.click();
  const download = await downloading;
  expect(download.url()).toMatch(/^blob:/);
  expect(download.suggestedFilename()).toMatch(/^ziigna-datasheet-\d{6}-\d{8}T\d{4}\.pdf$/);
  expect((await downloadedBytes(download)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(datasheet).toHaveText(/^Download/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `View quote ${reference}` })).toBeFocused();

  // Clear, then the last 100 days: more than a page, exported whole.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(consoleUrl('/ziigna-quotes'));
  await expect(bodyRows(page)).toHaveCount(50);
  await page.getByLabel('From').fill(daysAgo(100));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?startDate=${daysAgo(100)}$`));
  await expect(bodyRows(page)).toHaveCount(50);
  const filtered = await totalCount(page);
  expect(filtered).toBeGreaterThan(50);
  expect(filtered).toBeLessThan(all);

  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvDownload = await exporting;
  expect(csvDownload.suggestedFilename()).toBe('Ziigna Quotes.csv');
  const csv = await downloadedBytes(csvDownload);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(csv.toString('utf8').slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]).toEqual(CSV_HEADER);
  expect(parsed.data.length - 1).toBe(filtered);
  const since = daysAgo(100);
  for (const row of parsed.data.slice(1)) expect(row[1]! >= since, row[1]).toBe(true);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  // Logout ends the session: Back shows the login, not the list.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByTestId('user-badge')).toHaveCount(0);
});

test('a marketing account uses the screen: list, details and a file', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('marketing'), '/ziigna-quotes');
  await expect(heading(page)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(50);
  const row = bodyRows(page).first();
  const reference = (await row.getByRole('rowheader').textContent()) ?? '';
  await row.getByRole('button', { name: `View quote ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quote ${reference}` });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Download ziigna-datasheet-/ }).click();
  expect((await downloadedBytes(await downloading)).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('empty and failed answers say so, and Try again recovers', async ({ page }) => {
  await signInToConsole(page, undefined, '/ziigna-quotes?q=Caf%C3%A9');
  await expect(page.getByLabel('Search quotes')).toHaveValue('Café');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectNoAxeViolations(page);

  const isList = (url: URL) => url.pathname === '/admin/ziigna-details';
  await page.route(isList, (route) =>
    route.fulfill({
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error', message: 'The list is resting' },
    }),
  );
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'The list is resting' });
  // The query client tries once more before it reports the failure.
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(isList);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(bodyRows(page)).toHaveCount(50);
});

test('addresses the API would refuse are explained, and nothing is fetched', async ({ page }) => {
  await signInToConsole(page);
  const requests = countQuoteRequests(page);
  for (const [query, message] of [
    ['page=abc', PAGE_MESSAGE],
    ['page=-1', PAGE_MESSAGE],
    ['page=0', PAGE_MESSAGE],
    ['page=1000000000', PAGE_MESSAGE],
    [
      `startDate=${daysAgo(1)}&endDate=${daysAgo(5)}`,
      'The end date must be later than the beginning date.',
    ],
    ['endDate=2999-01-01', 'Dates in the future cannot be chosen'],
    [`q=${'x'.repeat(250)}`, 'Search text must be 1 to 100 characters, without control characters'],
  ] as const) {
    await page.goto(consoleUrl(`/ziigna-quotes?${query}`));
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  expect(requests.count).toBe(0);
  await expectNoAxeViolations(page);

  // A page past the end of the list is a page that exists, but empty: it says where the end is.
  await page.goto(consoleUrl('/ziigna-quotes?page=99'));
  await expect(
    page.getByText(/^There is no page 99: these filters give [\d,]+ quote requests on \d+ pages\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go to the first page' }).click();
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(page).toHaveURL(consoleUrl('/ziigna-quotes'));
});

test('edge input at 390 px: 250 characters, SQL-shaped text and accents', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInToConsole(page, undefined, '/ziigna-quotes');
  await expect(bodyRows(page)).toHaveCount(50);

  // The table scrolls inside its own focusable region; the page itself does not.
  const region = page.getByRole('region', { name: 'Quote requests table' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  const requests = countQuoteRequests(page);
  await search(page, 'x'.repeat(250));
  await expect(page.getByRole('search', { name: 'Keyword search' }).getByRole('alert')).toHaveText(
    'Search text must be 1 to 100 characters, without control characters',
  );
  await expect(page).toHaveURL(consoleUrl('/ziigna-quotes'));
  expect(requests.count).toBe(0);

  await search(page, "' OR 1=1 --");
  await expect(page).toHaveURL(/\?q=%27\+OR\+1%3D1\+--$/);
  await expect(page.getByText(EMPTY)).toBeVisible();
  expect(requests.count).toBe(1);

  await search(page, 'Café');
  await expect(page.getByText(EMPTY)).toBeVisible();

  // Accents match either way: the seed's Irish names are found without their fadas.
  await search(page, 'siobhan');
  await expect(bodyRows(page).first()).toContainText('Siobhán');
  await expectNoAxeViolations(page);
});
