import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { downloadCsv, expectNoPageOverflow, SERVER_ERROR } from '../fixtures/lists.ts';
import { consoleUrl, createStaffAccount, signInToConsole } from '../fixtures/console.ts';
import { E2E_API_URL } from '../ports.ts';

/*
 * Issue 14 point 7: the campaign invoice list. Its documents are the ones entrants upload on
 * the public invoice page; this spec uploads a picture and a PDF to the seed's current
 * competition first, as an entrant would (other specs may upload more: totals are read from
 * the screen).
 */

const PATH = '/campaign-invoices';
const TOTAL = /^[\d,]+ invoices?$/;
// A 1 × 1 PNG: the API reads the type from the bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

const rowsOf = (page: Page) =>
  page.getByRole('region', { name: 'Campaign invoices' }).locator('tbody tr');

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext();
  for (const [lastName, file] of [
    ['Thumbnail', { name: 'scan.png', mimeType: 'image/png', buffer: PNG }],
    ['Document', { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ] as const) {
    const res = await api.post(`${E2E_API_URL}/promotions/invoice-upload`, {
      multipart: {
        firstName: 'Eimear',
        lastName,
        companyName: 'Brightwater Electrical',
        email: `eimear.${lastName.toLowerCase()}@brightwater.example`,
        gdprConsent: 'true',
        file,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();
});

async function openScreen(page: Page, path = PATH) {
  await signInToConsole(page, undefined, path);
  await expect(page.getByRole('heading', { name: 'Campaign Invoices' })).toBeVisible();
}

test('the list shows the uploads with thumbnails read with the session', async ({ page }) => {
  await openScreen(page);
  await expect(page.getByText(TOTAL)).toBeVisible();
  for (const header of ['Invoice', 'Name', 'E-mail', 'Company', 'Uploaded', 'GDPR consent'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const picture = rowsOf(page).filter({ hasText: 'Eimear Thumbnail' });
  await expect(picture.getByRole('img', { name: 'Invoice of Eimear Thumbnail' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  const pdf = rowsOf(page).filter({ hasText: 'Eimear Document' });
  await expect(pdf.getByText('PDF', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The document opens in a dialog, from the keyboard as well.
  await pdf.getByRole('button', { name: /^View invoice: / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').locator('iframe[src^="blob:"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
});

test('the date filters, Clear Filter, the empty list and a reversed range', async ({ page }) => {
  await openScreen(page);
  await expect(page.getByText(TOTAL)).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('No invoices were uploaded in these dates.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('From', { exact: true }).fill('2020-02-01');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The end date must be later than the beginning date.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page).toHaveURL(consoleUrl(PATH));
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
  await expect(page.getByText(TOTAL)).toBeVisible();
});

test('the CSV is every matching document, named Campaign Invoices.csv', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  await openScreen(page);
  await expect(page.getByText(TOTAL)).toBeVisible();
  const total = Number((await page.getByText(TOTAL).innerText()).split(' ')[0]!.replace(',', ''));
  const { fileName, header, records } = await downloadCsv(page);
  expect(fileName).toBe('Campaign Invoices.csv');
  expect(header).toEqual([
    'Reference',
    'Campaign',
    'Full name',
    'E-mail',
    'Company',
    'Uploaded (UTC)',
    'File type',
    'GDPR consent',
    'Valid',
  ]);
  expect(records).toHaveLength(total);
  const mine = records.filter((r) => r[2]?.startsWith('Eimear '));
  expect(mine.map((r) => [r[2], r[6], r[7], r[8]]).sort()).toEqual([
    ['Eimear Document', 'application/pdf', 'Yes', 'Not checked'],
    ['Eimear Thumbnail', 'image/png', 'Yes', 'Not checked'],
  ]);
  expect(mine.every((r) => r[5]!.startsWith(today))).toBe(true);
});

test('a failed load says so; at 390 px the screen fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let failing = true;
  await page.route('**/loyalty/get-documents-for-campaign?**', (route) =>
    failing ? route.fulfill(SERVER_ERROR) : route.continue(),
  );
  await openScreen(page);
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/ })).toBeVisible();
  await expectNoAxeViolations(page);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(TOTAL)).toBeVisible();
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
});

test('a marketing account is not shown the campaign invoices', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('marketing'), PATH);
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  await expectNoAxeViolations(page);
});
