import { request as httpRequest } from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import {
  createStaffAccount,
  pressSignIn,
  signInToConsole,
  type StaffLogin,
} from '../fixtures/console.ts';
import { E2E_ADMIN_ORIGIN, E2E_API_URL } from '../ports.ts';

/*
 * A staff member's own password change, and the locks failed sign-ins make: one address
 * guessing a name is locked out of it, the owner still signs in from theirs, and a super
 * admin sees the lock and the address behind it and lifts it.
 */

/**
 * A sign-in sent from another loopback address (127.0.0.2): the API, which trusts no proxy
 * here, counts it as another client than the browser.
 */
function signInFrom(localAddress: string, login: StaffLogin): Promise<number> {
  const url = new URL('/auth/sign-in', E2E_API_URL);
  const body = JSON.stringify(login);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          origin: E2E_ADMIN_ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signInElsewhere(browser: Browser, login: StaffLogin): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToConsole(page, login);
  return page;
}

test('any role changes its own password from the header; its other sessions end', async ({
  page,
  browser,
}) => {
  const login = await createStaffAccount('asm');
  const other = await signInElsewhere(browser, login);
  await signInToConsole(page, login);
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The shared rules, in the browser, before anything is sent.
  await page.getByLabel('Current password').fill(login.password);
  await page.getByLabel('New password', { exact: true }).fill('too short');
  await page.getByLabel('New password again').fill('too short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The new password must be at least 15 characters')).toBeVisible();

  // A wrong current password is refused by the API on its field.
  const newPassword = `e2e ${Date.now()} correct horse battery`;
  await page.getByLabel('Current password').fill('not the password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not right')).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeFocused();

  await page.getByLabel('Current password').fill(login.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);

  // This session stays; the other browser is signed out; only the new password signs in.
  await page.reload();
  await expect(page.getByTestId('user-badge')).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await other.getByLabel('User name').fill(login.userName);
  await other.getByLabel('Password', { exact: true }).fill(login.password);
  await pressSignIn(other);
  await expect(other.locator('form [role="alert"]')).toHaveText('Invalid user name or password');
  await signInElsewhere(browser, { userName: login.userName, password: newPassword });
});

test('an address guessing a name is locked out of it, the owner is not, and a super admin lifts the lock', async ({
  page,
  browser,
}) => {
  const login = await createStaffAccount('marketing');
  const attacker = '127.0.0.2';
  for (let i = 0; i < 10; i++)
    expect(await signInFrom(attacker, { userName: login.userName, password: `guess-${i}` })).toBe(
      401,
    );
  expect(await signInFrom(attacker, login)).toBe(429);

  // The owner, from the browser's address, signs in with the right password.
  const owner = await signInElsewhere(browser, login);
  await expect(owner.getByTestId('user-badge')).toContainText('Marketing');

  await signInToConsole(page, undefined, '/staff');
  const locks = page.getByRole('region', { name: 'Locked sign-ins', exact: true });
  const row = locks.getByRole('row').filter({ hasText: login.userName });
  await expect(row).toContainText(attacker);
  await expect(row).toContainText('11');
  await expectNoAxeViolations(page);
  await row
    .getByRole('button', { name: `Lift lock of ${login.userName} from ${attacker}` })
    .click();
  await expect(page.getByRole('status')).toContainText(`Lock lifted: ${login.userName}`);
  await expect(row).toHaveCount(0);
  expect(await signInFrom(attacker, login)).toBe(200);
});

test('another super admin’s row offers no role, Disable or Reset password', async ({ page }) => {
  const peer = await createStaffAccount('super-admin');
  await signInToConsole(page, undefined, '/staff');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: peer.userName, exact: true }) });
  await expect(row).toContainText('Super admin');
  await expect(row).toContainText('can only be changed with the staff command on the server');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByRole('combobox')).toHaveCount(0);
});
