import { expect, test, type Page } from '@playwright/test';
import { EXPRESS_LIMITS } from '@lumen/validation/promotions-constants';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../fixtures/console.ts';
import { PHONE, pageOverflow } from '../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../fixtures/site.ts';
import { E2E_SITE_URL } from '../ports.ts';

/*
 * An ASM files a time trial in the console, under their own account, and the contractor's
 * time shows on /express-leaderboard. The seed's times are 2 to 12 minutes, so a time just
 * over the one-minute minimum is on the first page. An admin files under an ASM account they
 * choose, and corrects or withdraws entries from the list on the same screen.
 */

const PATH = '/express-campaign';
const SUBMITTED = 'Customer details submitted successfully';

const ASM_NAME = `Aisling ${Date.now().toString(36).slice(-6)}`;
let asm: StaffLogin;
let admin: StaffLogin;
test.beforeAll(async () => {
  asm = await createStaffAccount('asm', ASM_NAME);
  admin = await createStaffAccount('admin');
});

/** A unique name, French and accented, exactly `length` characters long. */
const accentedName = (stem: string, length: number) =>
  `${stem} ${Date.now().toString(36)}`.slice(0, length).padEnd(length, 'é');

async function openForm(page: Page, login = asm) {
  await signInToConsole(page, login, PATH);
  await expect(page.getByRole('heading', { name: 'Express Campaign', level: 1 })).toBeVisible();
}

const row = (page: Page, n: number) => page.getByRole('group', { name: `Contractor ${n}` });

async function fillRow(
  page: Page,
  n: number,
  contractor: string,
  [minutes, seconds, milliseconds]: [string, string, string],
) {
  const group = row(page, n);
  await group.getByLabel('Name', { exact: true }).fill(contractor);
  await group.getByLabel('Minutes', { exact: true }).fill(minutes);
  await group.getByLabel('Seconds', { exact: true }).fill(seconds);
  await group.getByLabel('Milliseconds', { exact: true }).fill(milliseconds);
}

async function fillTop(page: Page, wholesaler: string, country = 'IRELAND') {
  await page.getByLabel('Wholesaler', { exact: true }).fill(wholesaler);
  await page.getByLabel('Country', { exact: true }).selectOption(country);
}

/**
 * The minus of the only row says it is unavailable (aria-disabled, so it stays focusable with
 * its reason) and does nothing when pressed: the row stays.
 */
async function pressLastMinus(page: Page) {
  const minus = page.getByRole('button', { name: 'Remove contractor 1' });
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await expect(minus).toHaveAttribute('title', 'At least one contractor is needed');
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: /^Contractor \d+$/ })).toHaveCount(1);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

test('spec §5 messages: required fields, names at and past 40 characters, times', async ({
  page,
}) => {
  await openForm(page);
  // The entry is the signed-in ASM's own: their name, not a choice.
  await expect(page.getByLabel('ASM', { exact: true })).toHaveValue(ASM_NAME);
  await expect(page.getByLabel('ASM', { exact: true })).not.toBeEditable();
  // Spec §4: the date defaults to today, and one contractor row; its minus does nothing.
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('group', { name: /^Contractor \d+$/ })).toHaveCount(1);
  await pressLastMinus(page);
  await expectNoAxeViolations(page);

  await submit(page).click();
  for (const message of [
    'Wholesaler Name is required',
    'Country is required',
    'Contractor Name is required',
    'Minutes must be a whole number from 0 to 59',
    'Seconds must be a whole number from 0 to 59',
    'Milliseconds must be a whole number from 0 to 999',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('ASM is required')).toHaveCount(0);
  // Focus goes to the first field to fix, which its message describes.
  await expect(page.getByLabel('Wholesaler', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Wholesaler', { exact: true })).toHaveAccessibleDescription(
    'Wholesaler Name is required',
  );
  await expectNoAxeViolations(page);

  // 41 characters: refused, beside each name; a name without a letter is not a name.
  await fillTop(page, accentedName('Électricité Générale', EXPRESS_LIMITS.name + 1));
  await fillRow(page, 1, accentedName('François Lefèvre', EXPRESS_LIMITS.name + 1), [
    '60',
    '60',
    '1.5',
  ]);
  await submit(page).click();
  await expect(page.getByText('Name must be less than 40 characters', { exact: true })).toHaveCount(
    2,
  );
  await expect(page.getByText('Minutes must be a whole number from 0 to 59')).toBeVisible();
  await expect(page.getByText('Seconds must be a whole number from 0 to 59')).toBeVisible();
  await expect(page.getByText('Milliseconds must be a whole number from 0 to 999')).toBeVisible();
  await page.getByLabel('Wholesaler', { exact: true }).fill('1234 / 56');
  await submit(page).click();
  await expect(page.getByText('Please enter a valid Name', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // A time under a minute is no installation: refused beside its minutes.
  await page.getByLabel('Wholesaler', { exact: true }).fill('Électricité Générale');
  await fillRow(page, 1, 'François Lefèvre', ['0', '59', '999']);
  await submit(page).click();
  await expect(row(page, 1).getByLabel('Minutes', { exact: true })).toHaveAccessibleDescription(
    'A time must be at least 1 minute',
  );
  // Nothing was sent: no toast.
  await expect(page.getByText(SUBMITTED)).toHaveCount(0);
});

test('an entry of two contractors reaches the public leaderboard, with its country', async ({
  page,
  context,
}) => {
  await openForm(page);
  // Exactly 40 characters (the limit), accented: accepted and shown whole on the leaderboard.
  const wholesaler = accentedName('Électricité Générale', EXPRESS_LIMITS.name);
  const fastest = accentedName('Hélène Côté', EXPRESS_LIMITS.name);
  const second = accentedName('François Lefèvre', 30);
  await fillTop(page, wholesaler);
  await fillRow(page, 1, fastest, ['1', '00', '234']);
  await page.getByRole('button', { name: '+ Add contractor' }).click();
  await expect(page.getByRole('group', { name: /^Contractor \d+$/ })).toHaveCount(2);
  await fillRow(page, 2, second, ['1', '2', '5']);
  await expectNoAxeViolations(page);

  // Double submit: the second click lands while the first is in flight and sends nothing.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/admin/express-campaign')) posts++;
  });
  await submit(page).dblclick();
  await expect(page.getByText(SUBMITTED, { exact: true })).toBeVisible();
  expect(posts).toBe(1);
  await expectNoAxeViolations(page);
  // The form is fresh: one empty row, nothing chosen.
  await expect(page.getByRole('group', { name: /^Contractor \d+$/ })).toHaveCount(1);
  await expect(row(page, 1).getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Wholesaler', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('ASM', { exact: true })).toHaveValue(ASM_NAME);
  // An ASM corrects and withdraws nothing: the list of entries is an admin's.
  await expect(page.getByRole('heading', { name: 'Filed entries' })).toHaveCount(0);

  // The console's link is the public leaderboard, in a new tab.
  const link = page.getByRole('link', { name: /^Leaderboard/ });
  await expect(link).toHaveAttribute('href', `${E2E_SITE_URL}/express-leaderboard`);
  await expect(link).toHaveAttribute('target', '_blank');
  const [leaderboard] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await blockThirdPartyScripts(leaderboard);
  await leaderboard.waitForLoadState();
  await expect(leaderboard).toHaveURL(`${E2E_SITE_URL}/express-leaderboard`);
  await expect(leaderboard.getByRole('heading', { level: 1 })).toHaveText(
    'Express Campaign leaderboard',
  );

  // Ireland's board has both contractors, the fastest first; the UK's has neither.
  await gotoHydrated(leaderboard, '/express-leaderboard?country=IRELAND');
  const first = leaderboard.getByRole('row', { name: new RegExp(fastest) });
  await expect(first).toContainText('1:00.234');
  await expect(first).toContainText('IRELAND');
  await expect(first).toContainText(ASM_NAME);
  await expect(leaderboard.getByRole('row', { name: new RegExp(second) })).toContainText(
    '1:02.005',
  );
  await expect(leaderboard.getByRole('row').nth(1)).toContainText(fastest);
  await gotoHydrated(leaderboard, '/express-leaderboard?country=UNITED+KINGDOM');
  await expect(leaderboard.getByRole('row').nth(1)).toBeVisible();
  await expect(leaderboard.getByRole('row', { name: new RegExp(fastest) })).toHaveCount(0);
});

test('a server failure is shown and keeps what was typed', async ({ page }) => {
  await openForm(page);
  await page.route(/\/admin\/express-campaign$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
      : route.fallback(),
  );
  const wholesaler = accentedName('Dépôt Électrique', 25);
  await fillTop(page, wholesaler, 'UNITED KINGDOM');
  await fillRow(page, 1, accentedName('Zoé Leclère', 20), ['1', '2', '3']);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('The server answered 500. Try again.');
  await expect(page.getByText(SUBMITTED)).toHaveCount(0);
  await expect(page.getByLabel('Wholesaler', { exact: true })).toHaveValue(wholesaler);
  await expect(submit(page)).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('an admin files under a chosen ASM, outside the campaign is refused, then corrects and withdraws', async ({
  page,
  context,
}) => {
  await openForm(page, admin);
  const asmField = page.getByLabel('ASM', { exact: true });
  await expect(asmField.getByRole('option', { name: ASM_NAME })).toBeAttached();
  const wholesaler = accentedName('Grossiste Admin', 30);
  const contractor = accentedName('Léa Admin', 30);
  await fillTop(page, wholesaler);
  await fillRow(page, 1, contractor, ['1', '30', '0']);
  await submit(page).click();
  await expect(asmField).toHaveAccessibleDescription('ASM is required');
  await asmField.selectOption({ label: ASM_NAME });
  // A day long before the campaign opened: the API refuses it beside the date.
  await page.getByLabel('Date', { exact: true }).fill('2001-01-01');
  await submit(page).click();
  await expect(page.getByLabel('Date', { exact: true })).toHaveAccessibleDescription(
    'The date must fall within the express campaign',
  );
  await page.getByLabel('Date', { exact: true }).fill(new Date().toISOString().slice(0, 10));
  await submit(page).click();
  await expect(page.getByText(SUBMITTED, { exact: true })).toBeVisible();

  // The list shows it under the chosen ASM; Correct changes its time on the public board.
  const entries = page.getByRole('region', { name: 'Filed express entries' });
  const entry = entries.getByRole('row', { name: new RegExp(contractor) });
  await expect(entry).toContainText(ASM_NAME);
  await expect(entry).toContainText('1:30.000');
  await expectNoAxeViolations(page);
  await entry.getByRole('button', { name: /^Correct entry/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Correct entry/ });
  const times = dialog.getByRole('group', { name: contractor });
  await times.getByLabel('Minutes', { exact: true }).fill('2');
  await dialog.getByLabel('Reason', { exact: true }).fill('Minutes misread from the sheet');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Entry corrected', { exact: true })).toBeVisible();
  await expect(entry).toContainText('2:30.000');

  // The suite keeps pages for 60 s (playwright.config.ts): each visit below spells the country
  // its own way (the page reads it case-blind), so each is a fresh render, not the earlier one.
  const board = await context.newPage();
  await blockThirdPartyScripts(board);
  await gotoHydrated(board, '/express-leaderboard?country=Ireland');
  await expect(board.getByRole('row', { name: new RegExp(contractor) })).toContainText('2:30.000');

  // Withdraw: the entry stays listed, marked, and leaves the public board.
  await entry.getByRole('button', { name: /^Withdraw entry/ }).click();
  const withdraw = page.getByRole('dialog', { name: /^Withdraw entry/ });
  await withdraw.getByLabel('Reason', { exact: true }).fill('Filed for the wrong branch');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(
    page.getByText('Entry withdrawn from the leaderboard', { exact: true }),
  ).toBeVisible();
  await expect(entry).toContainText('Withdrawn');
  await expect(entry.getByRole('button')).toHaveCount(0);
  await gotoHydrated(board, '/express-leaderboard?country=ireland');
  await expect(board.getByRole('row').nth(1)).toBeVisible();
  await expect(board.getByRole('row', { name: new RegExp(contractor) })).toHaveCount(0);
});

test('at 390 px: the form fits, rows stack, axe clean', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openForm(page);
  await page.getByRole('button', { name: '+ Add contractor' }).click();
  await expect(page.getByRole('group', { name: /^Contractor \d+$/ })).toHaveCount(2);
  expect(await pageOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
  await submit(page).click();
  await expect(page.getByText('Wholesaler Name is required', { exact: true })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
  // Spec §4: the minus removes a row while there are two, and then does nothing.
  await page.getByRole('button', { name: 'Remove contractor 2' }).click();
  await pressLastMinus(page);
});
