import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { downloadCsv, expectNoPageOverflow } from '../fixtures/lists.ts';
import { consoleUrl, createStaffAccount, signInToConsole } from '../fixtures/console.ts';

/*
 * Issue 14 point 1: the golden ticket customers. The seed's finished 2024 run is the data: 800
 * entrants, the 380 instant winners entered in the instant-win window (London 1 to 16
 * September), weekly, monthly and star draws. Other specs may add entries to the current run,
 * so totals are read from the screen.
 */

const PATH = '/goldenticket/customers';
// UTC days wholly inside the instant-win window: every entrant of these took a moment.
const INSTANT_DAYS = { startDate: '2024-09-02', endDate: '2024-09-15' };
const INSTANT_WINDOW = `?startDate=${INSTANT_DAYS.startDate}&endDate=${INSTANT_DAYS.endDate}`;
const TOTAL = /^[\d,]+ customers?$/;

async function openScreen(page: Page, path = PATH) {
  await signInToConsole(page, undefined, path);
  await expect(page.getByRole('heading', { name: 'Golden Ticket Customers' })).toBeVisible();
}

// Labels are matched exactly: the table region's name, "Golden ticket customers", holds "to".
const rowsOf = (page: Page) =>
  page.getByRole('region', { name: 'Golden ticket customers' }).locator('tbody tr');

async function totalOf(page: Page): Promise<number> {
  const text = await page.getByText(TOTAL).innerText();
  return Number(text.split(' ')[0]!.replaceAll(',', ''));
}

test('the list: spec §9 default dates, the total, 50 rows, the page in the address', async ({
  page,
}) => {
  await openScreen(page);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2024-09-01');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText(TOTAL)).toBeVisible();
  expect(await totalOf(page)).toBeGreaterThan(50);
  await expect(rowsOf(page)).toHaveCount(50);
  for (const header of [
    'Name',
    'E-mail',
    'Registered',
    'Serial no',
    'Instant win',
    'Weekly win',
    'Monthly win',
  ])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rowsOf(page)).toHaveCount(50);
});

test('the date filter, and win flags shown in words with their dates', async ({ page }) => {
  await openScreen(page);
  await expect(page.getByText(TOTAL)).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(INSTANT_DAYS.startDate);
  await page.getByLabel('To', { exact: true }).fill(INSTANT_DAYS.endDate);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(INSTANT_WINDOW.replace('?', '\\?')));
  await expect(page.getByText(TOTAL)).toBeVisible();
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(50);
  const instant = rows.first().locator('td').nth(4);
  await expect(instant).toHaveText(/^Won\s*September \d{1,2}(st|nd|rd|th) 2024$/);
  await expect(rows.first().locator('td').nth(1)).toContainText('@');
  await expect(rows.locator('td', { hasText: /^No$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2024-09-01');
});

test('a reversed range is refused with the spec message and nothing is fetched', async ({
  page,
}) => {
  await openScreen(page);
  await expect(page.getByText(TOTAL)).toBeVisible();
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin/golden-ticket-customers')) listRequests.push(r.url());
  });
  await page.getByLabel('From', { exact: true }).fill('2024-10-01');
  await page.getByLabel('To', { exact: true }).fill('2024-09-01');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The end date must be later than the beginning date.' }),
  ).toBeVisible();
  expect(listRequests).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expectNoAxeViolations(page);

  // The same refusal for an address edited by hand, instead of a list.
  await page.goto(consoleUrl(`${PATH}?startDate=2024-10-01&endDate=2024-09-01`));
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The end date must be later than the beginning date.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Golden ticket customers' })).toHaveCount(0);
});

test('the CSV is every matching entrant, named Golden Ticket Customers.csv', async ({ page }) => {
  await openScreen(page, `${PATH}${INSTANT_WINDOW}`);
  await expect(page.getByText(TOTAL)).toBeVisible();
  const total = await totalOf(page);
  const { fileName, header, records } = await downloadCsv(page);
  expect(fileName).toBe('Golden Ticket Customers.csv');
  expect(header).toEqual([
    'First name',
    'Last name',
    'E-mail',
    'Registered (UTC)',
    'Serial no',
    'Instant win',
    'Instant win date (UTC)',
    'Weekly win',
    'Weekly win date (UTC)',
    'Monthly win',
    'Monthly win date (UTC)',
  ]);
  expect(records).toHaveLength(total);
  expect(records.every((r) => r[5] === 'Yes')).toBe(true);
  expect(records.every((r) => /^2024-09-(0[2-9]|1[0-5]) /.test(r[3]!))).toBe(true);
});

test('at 390 px the filters and the table fit, the table scrolling in its own region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openScreen(page);
  await expect(page.getByText(TOTAL)).toBeVisible();
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
});

test('a marketing account is not shown the customers', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('marketing'), PATH);
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  await expectNoAxeViolations(page);
});
