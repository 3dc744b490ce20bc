import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { expectNoPageOverflow, SERVER_ERROR } from '../fixtures/lists.ts';
import { createStaffAccount, signInToConsole } from '../fixtures/console.ts';

/*
 * Issue 14 point 8: the customer notification setting, for super admins (decision 035). The
 * seed's one setting is off, with a message kept for when it is switched on.
 */

const PATH = '/notification-settings';
const UPDATED = 'Notification settings has been updated successfully';

async function openScreen(page: Page) {
  await signInToConsole(page, undefined, PATH);
  await expect(page.getByRole('heading', { name: 'Notification Settings' })).toBeVisible();
}

const flag = (page: Page) => page.getByLabel('Show the notification to customers');
const message = (page: Page) => page.getByLabel('Message', { exact: true });

test('the message box is disabled while the flag is off; saving shows the §8 toast', async ({
  page,
}) => {
  await openScreen(page);
  await expect(flag(page)).not.toBeChecked();
  await expect(message(page)).toBeDisabled();
  await expectNoAxeViolations(page);

  await flag(page).check();
  await expect(message(page)).toBeEnabled();
  await message(page).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Write the message to show while notifications are on'),
  ).toBeVisible();
  await expect(message(page)).toBeFocused();
  await expectNoAxeViolations(page);

  await message(page).fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Message must be at most 500 characters, without control characters'),
  ).toBeVisible();

  const text = `Double points this weekend.\n${'é'.repeat(472)}`;
  await message(page).fill(text);
  await expect(page.getByText('500 of 500 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(flag(page)).toBeChecked();
  await expect(message(page)).toHaveValue(text);

  // Off again: the box is disabled and keeps its text.
  await flag(page).uncheck();
  await expect(message(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await page.reload();
  await expect(flag(page)).not.toBeChecked();
  await expect(message(page)).toHaveValue(text);
});

test('a failed save shows Something went wrong; a failed load says so', async ({ page }) => {
  await page.route('**/customer/notification-control', (route) => route.fulfill(SERVER_ERROR));
  await openScreen(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Something went wrong$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.route('**/customer/notification-get-all', (route) => route.fulfill(SERVER_ERROR));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('at 390 px the form fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openScreen(page);
  await expect(flag(page)).toBeVisible();
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
});

test('an admin is not shown the notification settings (super admins only)', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('admin'), PATH);
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  await expectNoAxeViolations(page);
});
