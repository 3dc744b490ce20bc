import { expect, test, type Page } from '@playwright/test';
import { APPROVAL_TEXTS, formatRewardValue } from '@lumen/validation/loyalty-approvals';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { createStaffAccount, signInToConsole } from '../fixtures/console.ts';

/*
 * Issue 14 points 5 and 6: invoice approvals and reward claims on the seeded loyalty
 * programme (apps/api modules/loyalty/seed): the confirm dialogs' exact spec §8 texts, the
 * lists refreshed after each decision, history labels, fraud signals in words, the settings
 * view for super admins only, and axe on every screen and state.
 */

const invoiceRows = (page: Page) =>
  page.getByRole('region', { name: 'Invoices' }).locator('tbody tr');
const claimRows = (page: Page) =>
  page.getByRole('region', { name: 'Reward claims' }).locator('tbody tr');

async function openAs(page: Page, path: string, heading: string) {
  const admin = await createStaffAccount('admin');
  await signInToConsole(page, admin, path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('an invoice approved with edited points, and another rejected, through the dialogs', async ({
  page,
}) => {
  await openAs(page, '/invoice-verification', 'Invoice Verification');
  await expect(invoiceRows(page).first()).toBeVisible();
  await expect(page.getByText(/^[\d,]+ invoices$/)).toBeVisible();
  // The fraud cases of the seed are told in words.
  await expect(page.getByText('Suspicious user').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const first = invoiceRows(page).first();
  const number = (await first.locator('td').nth(1).innerText()).trim();
  const points = first.getByLabel(`Points for invoice ${number}`);
  await points.fill('-5');
  await expect(first.getByText('Points must be a whole number from 0 to 10000')).toBeVisible();
  await expect(first.getByRole('button', { name: `Approve invoice ${number}` })).toBeDisabled();
  await points.fill('150');
  await first.getByRole('button', { name: `Approve invoice ${number}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(APPROVAL_TEXTS.approveInvoice(150));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await first.getByRole('button', { name: `Approve invoice ${number}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText(`Invoice ${number} approved`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Invoices' }).getByText(number, { exact: true }),
  ).toHaveCount(0);

  const second = invoiceRows(page).first();
  const rejected = (await second.locator('td').nth(1).innerText()).trim();
  await second.getByRole('button', { name: `Reject invoice ${rejected}` }).click();
  await expect(page.getByRole('dialog')).toContainText(APPROVAL_TEXTS.rejectInvoice);
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText(`Invoice ${rejected} rejected`)).toBeVisible();

  // Search finds them in any state, labelled as decided.
  await page.getByLabel('E-mail or invoice number').fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(invoiceRows(page).first()).toContainText(/Approved/);
  await expect(invoiceRows(page).first().locator('td').nth(4)).toContainText('150');
  await expectNoAxeViolations(page);

  // The seed's customer with seven uploads in a day (page 2 of the queue), found by number.
  await page.getByLabel('E-mail or invoice number').fill('burst-70');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(invoiceRows(page)).toHaveCount(7);
  await expect(invoiceRows(page).first()).toContainText('7 uploads by this customer that day');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Invoice History' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice History', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Invoices' }).getByText(number, { exact: true }),
  ).toBeVisible();
  await expect(invoiceRows(page).filter({ hasText: rejected })).toContainText(/Rejected/);
  await expectNoAxeViolations(page);

  // An empty range, and a reversed one.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-02');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('No decided invoices in these dates.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('From', { exact: true }).fill('2020-01-03');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The end date must be later than the beginning date.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a reward claim approved and another rejected, values in euro or pound', async ({ page }) => {
  await openAs(page, '/rewards-approval', 'Rewards Approval');
  await expect(claimRows(page).first()).toBeVisible();
  // Spec §9: 'MMMM Do YYYY h:mm a' in UTC.
  await expect(claimRows(page).first().locator('td').nth(4)).toHaveText(
    /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4} \d{1,2}:\d{2} (am|pm)$/,
  );
  await expectNoAxeViolations(page);

  // A claim the customer's balance covers ("250" over "Balance 300").
  const cells = await claimRows(page).evaluateAll((rows) =>
    rows.map((r) => [
      r.querySelectorAll('td')[3]?.textContent ?? '',
      r.querySelectorAll('td')[1]?.textContent ?? '',
    ]),
  );
  const covered = cells.findIndex(([pts]) => {
    const m = /^(\d+)Balance (\d+)$/.exec(pts!.trim());
    return m !== null && Number(m[2]) >= Number(m[1]);
  });
  expect(covered).toBeGreaterThanOrEqual(0);
  const row = claimRows(page).nth(covered);
  const email = (await row.locator('td').first().innerText()).trim();
  const value = cells[covered]![1]!.trim();
  expect(value).toMatch(/^[€£]\d+$/);
  await row
    .getByRole('button', { name: `Approve reward for ${email}` })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText(APPROVAL_TEXTS.approveReward(value));
  expect([
    formatRewardValue(Number(value.slice(1)), 'ireland'),
    formatRewardValue(Number(value.slice(1)), 'uk'),
  ]).toContain(value);
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText(`Reward of ${value} approved`)).toBeVisible();

  const other = claimRows(page).first();
  const otherEmail = (await other.locator('td').first().innerText()).trim();
  await other
    .getByRole('button', { name: `Reject reward for ${otherEmail}` })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText(APPROVAL_TEXTS.rejectReward);
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Reward request rejected')).toBeVisible();

  await page.getByRole('link', { name: 'Rewards History' }).click();
  await expect(page.getByRole('heading', { name: 'Rewards History', level: 1 })).toBeVisible();
  await expect(
    claimRows(page)
      .filter({ hasText: /Approved/ })
      .first(),
  ).toBeVisible();
  await expect(
    claimRows(page)
      .filter({ hasText: /Rejected/ })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the settings view is for super admins; keyboard reaches every decision at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, undefined, '/loyalty-settings');
  await expect(page.getByRole('heading', { name: 'Loyalty Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Points for its invoices')).toHaveValue('200');
  await expect(page.getByLabel('Points for other suppliers’ invoices')).toHaveValue('100');
  await page.getByLabel('Uploads a day before an invoice is flagged').fill('1');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText('The daily upload limit must be a whole number from 2 to 100'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(page.url().replace('/loyalty-settings', '/invoice-verification'));
  await expect(invoiceRows(page).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Reject invoice / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText(APPROVAL_TEXTS.rejectInvoice);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const admin = await createStaffAccount('admin');
  await page.context().clearCookies();
  await signInToConsole(page, admin, '/loyalty-settings');
  await expect(page.getByRole('heading', { name: 'Loyalty Settings' })).toHaveCount(0);
});
