import { expect, test, type Browser, type Page } from '@playwright/test';
import { cardsFor } from '@lumen/validation/staff-constants';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import {
  consoleUrl,
  createStaffAccount,
  pressSignIn,
  signInToConsole,
  type StaffLogin,
} from '../fixtures/console.ts';
import { firstStaffCredentials } from '../fixtures/staff-api.ts';

/*
 * Issue 13 point 4: the super admin's Staff Accounts screen. Every change is checked where it
 * matters, in a second browser signed in as the account: the one-time password signs in, a
 * role change shows other cards, a reset ends the old password, Disable ends sign-in.
 */

const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

/** The row of an account in the list, by its user name. */
const rowOf = (page: Page, userName: string) =>
  page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: new RegExp(`^${userName}( \\(you\\))?$`) }),
  });

/** The password of the one-time panel, once it is shown. */
async function oneTimePassword(page: Page): Promise<string> {
  const panel = page.getByTestId('one-time-password-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('This password is shown once');
  return (await panel.getByTestId('one-time-password').textContent())!.trim();
}

/** Signs in from a fresh browser; returns the page on the dashboard. */
async function signInElsewhere(browser: Browser, login: StaffLogin): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, login);
  return page;
}

/** A sign-in that must be refused, in a fresh browser: the console's one message. */
async function expectSignInRefused(browser: Browser, login: StaffLogin): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(consoleUrl('/admin-login'));
  await page.getByLabel('User name').fill(login.userName);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await pressSignIn(page);
  await expect(page.locator('form [role="alert"]')).toHaveText('Invalid user name or password');
  await context.close();
}

const dashboardCards = (page: Page) =>
  page.getByRole('list', { name: 'Dashboard cards' }).getByRole('listitem');

test('create → one-time password signs in → role change → reset → disable', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: consoleUrl(''),
  });
  await signInToConsole(page, undefined, '/staff');
  await expect(page.getByRole('heading', { name: 'Staff Accounts', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Staff Accounts · Lumen staff console');
  await expectNoAxeViolations(page);

  const userName = uniqueName('e2e-elodie');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Display name').fill('Élodie Bérénice');
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Marketing' });
  await page.getByRole('button', { name: 'Create account' }).click();
  const password = await oneTimePassword(page);
  expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole('heading', { name: `Account created: ${userName}` })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`Account ${userName} created`);
  // The form is empty again for the next account.
  await expect(page.getByLabel('User name')).toHaveValue('');
  await page.getByRole('button', { name: 'Copy the password' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await expectNoAxeViolations(page);

  const row = rowOf(page, userName);
  await expect(row).toContainText('Élodie Bérénice');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(/\w+ \d{1,2}(st|nd|rd|th) \d{4}/);

  // The new account signs in with the password shown once, and sees the marketing card only.
  const other = await signInElsewhere(browser, { userName, password });
  await expect(dashboardCards(other)).toHaveText([/^Ziigna Quotes/]);

  // A role change applies to the account's next request.
  await row.getByLabel(`Role of ${userName}`).selectOption({ label: 'Admin' });
  await row.getByRole('button', { name: `Save the role of ${userName}` }).click();
  await expect(page.getByRole('status')).toContainText(`${userName} is now Admin`);
  await expect(row.getByRole('button', { name: `Save the role of ${userName}` })).toBeDisabled();
  await other.reload();
  await expect(dashboardCards(other)).toHaveCount(cardsFor('admin').length);

  // Reset: a confirm dialog, then a new one-time password; the old one and its session end.
  await page.getByRole('button', { name: 'Done' }).click();
  await row.getByRole('button', { name: `Reset password of ${userName}` }).click();
  const resetDialog = page.getByRole('dialog', { name: `Reset the password of ${userName}?` });
  await expect(resetDialog).toBeVisible();
  await expectNoAxeViolations(page);
  await resetDialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(resetDialog).toBeHidden();
  const newPassword = await oneTimePassword(page);
  expect(newPassword).not.toBe(password);
  await expect(page.getByRole('heading', { name: `Password reset: ${userName}` })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expectSignInRefused(browser, { userName, password });
  const again = await signInElsewhere(browser, { userName, password: newPassword });
  await expect(dashboardCards(again)).toHaveCount(cardsFor('admin').length);

  // Disable: confirmed, the session ends and sign-in is refused like a wrong password.
  await row.getByRole('button', { name: `Disable ${userName}` }).click();
  const disableDialog = page.getByRole('dialog', { name: `Disable ${userName}?` });
  await expect(disableDialog).toContainText('signed out at once');
  await expectNoAxeViolations(page);
  // Cancel changes nothing.
  await disableDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable ${userName}` }).click();
  await disableDialog.getByRole('button', { name: 'Disable' }).click();
  await expect(disableDialog).toBeHidden();
  await expect(row).toContainText('Disabled');
  await expect(page.getByRole('status')).toContainText(`${userName} is disabled`);
  await again.reload();
  await expect(again.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expectSignInRefused(browser, { userName, password: newPassword });

  // Enable gives the same password its access back.
  await row.getByRole('button', { name: `Enable ${userName}` }).click();
  await page
    .getByRole('dialog', { name: `Enable ${userName}?` })
    .getByRole('button', {
      name: 'Enable',
    })
    .click();
  await expect(row).toContainText('Active');
  await signInElsewhere(browser, { userName, password: newPassword });
});

test('bad input is refused beside each field before anything is sent, and stays typed', async ({
  page,
}) => {
  await signInToConsole(page, undefined, '/staff');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/admin/staff')) posts.push(r.url());
  });
  const userName = page.getByLabel('User name');
  const displayName = page.getByLabel('Display name');
  const pattern =
    'User name must be 3 to 64 lower-case letters, digits, dots, hyphens or underscores';

  for (const bad of ['two words', "' OR 1=1", 'a'.repeat(65)]) {
    await userName.fill(bad);
    await displayName.fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(pattern)).toBeVisible();
    await expect(userName).toHaveAttribute('aria-invalid', 'true');
    await expect(userName).toBeFocused();
    await expect(
      page.getByText('Display name must be at most 100 characters, without control characters'),
    ).toBeVisible();
    await expect(page.getByText('Role must be super-admin, admin, marketing or asm')).toBeVisible();
    await expect(userName).toHaveValue(bad);
    await expect(displayName).toHaveValue('x'.repeat(101));
  }
  await expectNoAxeViolations(page);
  expect(posts).toEqual([]);

  // The API's refusal (a taken name, 409) is shown beside the field too, and input stays.
  const { userName: taken } = await firstStaffCredentials();
  await userName.fill(taken);
  await displayName.fill('Élodie Bérénice');
  await page.getByLabel('Role', { exact: true }).selectOption('asm');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This user name is already taken')).toBeVisible();
  await expect(page.getByText(pattern)).toHaveCount(0);
  await expect(displayName).toHaveValue('Élodie Bérénice');
  expect(posts).toHaveLength(1);
});

test('the signed-in super admin cannot re-role, disable or reset themselves', async ({ page }) => {
  await signInToConsole(page, undefined, '/staff');
  const { userName } = await firstStaffCredentials();
  const own = rowOf(page, userName);
  await expect(own).toContainText('(you)');
  await expect(own).toContainText('Super admin');
  await expect(own).toContainText('You cannot change your own role');
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await expect(own.getByRole('button')).toHaveCount(0);
});

test('an admin who is not a super admin is refused both screens', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('admin'));
  for (const path of ['/staff', '/audit-log']) {
    await page.goto(consoleUrl(path));
    await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('at 390 px the list scrolls in its own focusable region and the page does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, undefined, '/staff');
  const region = page.getByRole('region', { name: /^Accounts/ });
  await expect(region).toBeVisible();
  await region.focus();
  await expect(region).toBeFocused();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page);
});
