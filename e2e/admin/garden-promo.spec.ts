import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { expectNoPageOverflow, SERVER_ERROR } from '../fixtures/lists.ts';
import { firstStaffCredentials } from '../fixtures/staff-api.ts';
import {
  consoleUrl,
  createStaffAccount,
  pressSignIn,
  signInToConsole,
} from '../fixtures/console.ts';

/*
 * Issue 14 point 4 and spec §2.3: the garden promo list and its login. The seed's 150
 * entries (over the 120 days before it ran) are the data, each with a small invoice file.
 */

const PATH = '/garden-promo';
const TOTAL = /^[\d,]+ entr(y|ies)$/;
const rowsOf = (page: Page) =>
  page.getByRole('region', { name: 'Garden promo entries' }).locator('tbody tr');

async function openScreen(page: Page, path = PATH) {
  await signInToConsole(page, undefined, path);
  await expect(page.getByRole('heading', { name: 'Garden Promo' })).toBeVisible();
}

test('/garden-login is the staff sign-in and lands on /garden-promo', async ({ page }) => {
  const { userName, password } = await firstStaffCredentials();
  await page.goto(consoleUrl('/garden-login'));
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await pressSignIn(page);
  await expect(page).toHaveURL(consoleUrl(PATH));
  await expect(page.getByRole('heading', { name: 'Garden Promo' })).toBeVisible();
});

test('the list: from 7 March of this year, 150 entries, 50 a page, the page in the address', async ({
  page,
}) => {
  await openScreen(page);
  const year = new Date().getFullYear();
  const start = new Date() >= new Date(`${year}-03-07`) ? year : year - 1;
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(`${start}-03-07`);
  await expect(page.getByText(TOTAL)).toHaveText('150 entries');
  await expect(rowsOf(page)).toHaveCount(50);
  for (const header of ['Name', 'E-mail', 'Date', 'Invoice number', 'Points', 'Invoice'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(rowsOf(page)).toHaveCount(50);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an entry’s invoice opens in a dialog, read with the session, by keyboard too', async ({
  page,
}) => {
  await openScreen(page);
  const documents: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/document')) documents.push(`${r.status()} ${r.url()}`);
  });
  const first = rowsOf(page)
    .first()
    .getByRole('button', { name: /^View invoice: Invoice INV-/ });
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img[src^="blob:"], iframe[src^="blob:"]')).toHaveCount(1);
  expect(documents).toEqual([expect.stringMatching(/^200 .*\/admin\/garden-promo-details\//)]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('filter, Clear Filter, the empty list and a reversed range', async ({ page }) => {
  await openScreen(page);
  await expect(page.getByText(TOTAL)).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/startDate=2020-01-01&endDate=2020-01-31/);
  await expect(page.getByText('No garden promo entries in these dates.')).toBeVisible();
  await expectNoAxeViolations(page);

  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin/garden-promo-details')) listRequests.push(r.url());
  });
  await page.getByLabel('From', { exact: true }).fill('2020-02-01');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The end date must be later than the beginning date.' }),
  ).toBeVisible();
  expect(listRequests).toEqual([]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page).toHaveURL(consoleUrl(PATH));
  await expect(page.getByText(TOTAL)).toHaveText('150 entries');
});

test('an entry anonymised after the retention period: its name replaced, no invoice to open', async ({
  page,
}) => {
  // The e2e API never runs the retention command; its answer for such an entry, stubbed.
  await page.route('**/admin/garden-promo-details?**', (route) =>
    route.fulfill({
      json: {
        content: [
          {
            id: 1,
            firstName: 'Anonymised',
            lastName: 'Entrant',
            email: 'anonymised@example.invalid',
            createdAt: '2025-04-02T10:00:00.000Z',
            invoiceNumber: 'INV-2025-10001',
            points: 100,
            invoiceDocumentId: 'GP0001000001',
          },
        ],
        totalElements: 1,
      },
    }),
  );
  await openScreen(page);
  const row = rowsOf(page).first();
  await expect(row).toContainText('Anonymised Entrant');
  await expect(row).toContainText('Deleted after the retention period');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a failed load says so and can be retried', async ({ page }) => {
  let failing = true;
  await page.route('**/admin/garden-promo-details?**', (route) =>
    failing ? route.fulfill(SERVER_ERROR) : route.continue(),
  );
  await openScreen(page);
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/ })).toBeVisible();
  await expectNoAxeViolations(page);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(TOTAL)).toBeVisible();
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

test('a marketing account is not shown the garden promo', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('marketing'), PATH);
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  await expectNoAxeViolations(page);
});
