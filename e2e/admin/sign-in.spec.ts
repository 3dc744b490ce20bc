import { expect, test } from '@playwright/test';
import { cardsFor, STAFF_CARDS } from '@lumen/validation/staff-constants';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import {
  consoleUrl,
  createStaffAccount,
  pressSignIn,
  signInToConsole,
} from '../fixtures/console.ts';

/*
 * Issue 13: the console's sign-in (server-side sessions), the dashboard by role, sign-out
 * and what Back shows afterwards. The quote list's own flow is in quotes.spec.ts.
 */

test('a screen without a session goes to the login, which comes back to it after sign-in', async ({
  page,
}) => {
  await page.goto(consoleUrl('/audit-log?page=2'));
  await expect(page).toHaveURL(/\/admin-login\?next=%2Faudit-log%3Fpage%3D2$/);
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('wrong credentials, an unknown user and an SQL-shaped name all read the same refusal', async ({
  page,
}) => {
  await page.goto(consoleUrl('/admin-login'));
  for (const [userName, password] of [
    ['admin', 'not-the-password'],
    ['nobody-here', 'whatever'],
    ["admin' OR '1'='1", "' OR 1=1 --"],
  ] as const) {
    await page.getByLabel('User name').fill(userName);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await pressSignIn(page);
    await expect(page.locator('form [role="alert"]')).toHaveText('Invalid user name or password');
    await expect(page).toHaveURL(/\/admin-login$/);
  }
});

test('a 10 KB password is refused with the field named, and nothing is signed in', async ({
  page,
}) => {
  await page.goto(consoleUrl('/admin-login'));
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('x'.repeat(10_240));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Password must be at most 1024 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('the password can be shown and hidden again', async ({ page }) => {
  await page.goto(consoleUrl('/admin-login'));
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the super admin sees every card; cards open in a new tab', async ({ page }) => {
  await signInToConsole(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Dashboard cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(STAFF_CARDS.length);
  for (const title of ['Ziigna Quotes', 'Search Statistics', 'Audit Log', 'Staff Accounts'])
    await expect(page.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
  await expectNoAxeViolations(page);
});

test('marketing sees only the quotes card, and a screen of another card is refused', async ({
  page,
}) => {
  await signInToConsole(page, await createStaffAccount('marketing'));
  const cards = page.getByRole('list', { name: 'Dashboard cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ziigna Quotes');
  await page.goto(consoleUrl('/audit-log'));
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an area sales manager sees the express form and the leaderboard', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('asm'));
  const cards = page.getByRole('list', { name: 'Dashboard cards' }).getByRole('listitem');
  await expect(cards).toHaveText([/^Express Campaign/, /^Express Leaderboard/]);
});

test('an admin sees every card of the spec, without settings, audit log and accounts', async ({
  page,
}) => {
  await signInToConsole(page, await createStaffAccount('admin'));
  const cards = page.getByRole('list', { name: 'Dashboard cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(cardsFor('admin').length);
  await expect(page.getByText('Audit Log')).toHaveCount(0);
  await expect(page.getByText('Settings')).toHaveCount(0);
});

test('Logout ends the session on the server: Back and a reload show the login, not the data', async ({
  page,
}) => {
  await signInToConsole(page);
  await page.goto(consoleUrl('/admin'));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: /^Audit Log/ }).evaluate((a) => a.removeAttribute('target'));
  await page.getByRole('link', { name: /^Audit Log/ }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expect(page.getByTestId('user-badge')).toHaveCount(0);
  await page.goto(consoleUrl('/admin'));
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});
