import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { consoleUrl, pressSignIn, signInToConsole } from '../fixtures/console.ts';
import { firstStaffCredentials, signedInStaffApi } from '../fixtures/staff-api.ts';

/*
 * Issue 13 point 3: the super admin's Audit Log screen: the staff actions it records,
 * filtered by actor, action and days (all in the address), 50 a page, and the CSV export of
 * the whole filtered log.
 */

const renamed = `e2e-audited-${Date.now().toString(36)}`;
let superAdmin: string;

test.beforeAll(async () => {
  superAdmin = (await firstStaffCredentials()).userName;
  // More than a page of one action: an account renamed 55 times (no password is hashed).
  const api = await signedInStaffApi();
  try {
    const created = await api.post('/admin/staff', {
      data: { userName: renamed, displayName: 'Audited 0', role: 'asm' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { account } = (await created.json()) as { account: { id: number } };
    for (let i = 1; i <= 55; i++) {
      const res = await api.patch(`/admin/staff/${account.id}`, {
        data: { displayName: `Audited ${i}` },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  } finally {
    await api.dispose();
  }
});

/** The "N entries" line's N. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('audit-log-total').textContent();
  return Number(/^([\d,]+) entr/.exec(text ?? '')![1]!.replaceAll(',', ''));
}

const entries = (page: Page) =>
  page.getByRole('region', { name: 'Audit log entries' }).locator('tbody tr');

/** Today on the browser's computer, as the date pickers take it. */
const localDay = (offsetDays = 0) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('lists the staff actions with who, target and details; filters by action, actor and days', async ({
  page,
}) => {
  await signInToConsole(page, undefined, '/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await expect(entries(page)).toHaveCount(50);
  expect(await shownTotal(page)).toBeGreaterThan(56);
  await expectNoAxeViolations(page);

  // Action and actor, applied by one Filter press and written to the address.
  await page.getByLabel('Action').selectOption({ label: 'Account created' });
  await page.getByLabel('Actor (user name)').fill(superAdmin.toUpperCase());
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/[?&]action=staff\.create(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]actor=${superAdmin}(&|$)`));
  const created = entries(page).filter({ hasText: `userName:${renamed}` });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('Account created');
  await expect(created).toContainText('displayName:Audited 0');
  await expect(created).toContainText(superAdmin);
  await expect(created).toContainText(/\w+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d\d (am|pm) UTC/);
  for (const action of await entries(page).locator('td:nth-child(3)').allTextContents())
    expect(action).toContain('staff.create');

  // A reload keeps the filters, in the fields too.
  await page.reload();
  await expect(page.getByLabel('Action')).toHaveValue('staff.create');
  await expect(page.getByLabel('Actor (user name)')).toHaveValue(superAdmin);
  await expect(created).toHaveCount(1);

  // Yesterday to today includes them; two days in 2020 hold nothing.
  await page.getByLabel('From', { exact: true }).fill(localDay(-1));
  await page.getByLabel('To', { exact: true }).fill(localDay());
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/[?&]startDate=\d{4}-\d\d-\d\d&endDate=/);
  await expect(created).toHaveCount(1);
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-02');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Reversed dates: said in the form and as a toast, and nothing changes.
  const before = page.url();
  await page.getByLabel('From', { exact: true }).fill(localDay());
  await page.getByLabel('To', { exact: true }).fill(localDay(-2));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.locator('#date-range-error')).toHaveText(
    'The end date must be later than the beginning date.',
  );
  expect(page.url()).toBe(before);

  // Clear Filter empties the fields and the address.
  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page).toHaveURL(consoleUrl('/audit-log'));
  await expect(page.getByLabel('Actor (user name)')).toHaveValue('');
});

test('a failed sign-in is recorded without an actor', async ({ page, browser }) => {
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(consoleUrl('/admin-login'));
  await other.getByLabel('User name').fill('nobody-at-all');
  await other.getByLabel('Password', { exact: true }).fill('wrong');
  await pressSignIn(other);
  await expect(other.locator('form [role="alert"]')).toHaveText('Invalid user name or password');
  await context.close();

  await signInToConsole(page, undefined, '/audit-log?action=auth.sign-in-failed');
  const failed = entries(page).filter({ hasText: 'nobody-at-all' }).first();
  await expect(failed).toContainText('Failed sign-in');
  await expect(failed.locator('td:nth-child(2)')).toHaveText(/^—/);
});

test('the page is in the address: 50 a page, page 2 survives a reload', async ({ page }) => {
  await signInToConsole(page, undefined, '/audit-log?action=staff.update');
  await expect(entries(page)).toHaveCount(50);
  const firstOfPage1 = await entries(page).first().textContent();
  const total = await shownTotal(page);
  expect(total).toBeGreaterThanOrEqual(55);
  await page
    .getByRole('navigation', { name: 'Audit log pages' })
    .getByRole('button', {
      name: 'Page 2',
    })
    .click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(entries(page)).toHaveCount(total - 50 > 50 ? 50 : total - 50);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await entries(page).first().textContent()).not.toBe(firstOfPage1);
  await expect(page.getByTestId('audit-log-total')).toContainText('page 2 of');
});

test('an address the schema refuses says why and fetches nothing', async ({ page }) => {
  await signInToConsole(page, undefined, '/audit-log');
  await expect(entries(page).first()).toBeVisible();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin/audit-log')) fetched.push(r.url());
  });
  for (const [query, message] of [
    [
      'startDate=2026-03-02&endDate=2026-03-01',
      'The end date must be later than the beginning date.',
    ],
    ['page=-1', 'The page in the address must be a whole number from 1 to 10001.'],
    ['page=abc', 'The page in the address must be a whole number from 1 to 10001.'],
    ['action=staff.delete', 'This is not an action the audit log records'],
    ['startDate=yesterday', 'Dates must be written YYYY-MM-DD'],
  ] as const) {
    await page.goto(consoleUrl(`/audit-log?${query}`));
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  expect(fetched).toEqual([]);
});

test('Export CSV downloads the whole filtered log: BOM, header, every row, and is audited', async ({
  page,
}) => {
  await signInToConsole(page, undefined, '/audit-log?action=staff.update');
  const total = await shownTotal(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Audit Log.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  expect(header).toEqual(['Time (UTC)', 'Actor', 'Action', 'Target', 'Client address', 'Details']);
  expect(rows.length).toBeGreaterThanOrEqual(total);
  expect(rows.every((r) => r[2] === 'staff.update')).toBe(true);
  const renamedRows = rows.filter((r) => JSON.parse(r[5]!).userName === renamed);
  expect(renamedRows).toHaveLength(55);
  expect(renamedRows[0]![1]).toBe(superAdmin);
  expect(renamedRows[0]![0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(JSON.parse(renamedRows[0]![5]!)).toMatchObject({
    changes: { displayName: { from: 'Audited 54', to: 'Audited 55' } },
  });
  await expect(page.getByRole('status')).toContainText('Audit Log.csv downloaded');

  await page.goto(consoleUrl('/audit-log?action=audit-log.export'));
  const exported = entries(page).first();
  await expect(exported).toContainText('Audit log exported (CSV)');
  await expect(exported).toContainText('filter.action:staff.update');
});

test('at 390 px: filters wrap, the table scrolls in its own focusable region', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, undefined, '/audit-log');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
  const region = page.getByRole('region', { name: 'Audit log entries' });
  await expect(region).toBeVisible();
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page);
});
