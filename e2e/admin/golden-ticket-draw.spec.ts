import { expect, test, type Page } from '@playwright/test';
import { STAFF_CONSOLE_HEADER } from '@lumen/validation/staff-constants';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { expectNoPageOverflow } from '../fixtures/lists.ts';
import {
  consoleUrl,
  createStaffAccount,
  pressSignIn,
  type StaffLogin,
} from '../fixtures/console.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../fixtures/site.ts';
import { E2E_API_URL, E2E_CONSOLE_API_URL } from '../ports.ts';

/*
 * The verifiable prize draw (docs/decisions/033, 038), from the draw tool's own login to the
 * winner on the public winners page and the check of the draw: choosing a type freezes
 * nothing, Draw freezes and draws, and the winner shown is the one recorded. The current run's
 * entries come from the seeded serial generator (README lists its first six; these are its
 * 11th and 12th), plus any other specs made: this file runs after them (playwright.config.ts).
 * The seeded run is in its third week, so a weekly draw is due; its monthly and star dates
 * are later.
 */

const PATH = '/goldenticketdraw';
const SERIALS = ['BKPQTHVM', 'HPAN42LV'] as const;

test.describe.configure({ mode: 'serial' });

let admin: StaffLogin;
test.beforeAll(async () => {
  admin = await createStaffAccount('admin');
});

async function signInOnDrawTool(page: Page, login: StaffLogin, password = login.password) {
  await page.getByLabel('User name').fill(login.userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await pressSignIn(page);
}

test('the draw login: lists send there, a wrong password toasts Wrong credentials', async ({
  page,
}) => {
  await page.goto(consoleUrl('/goldenticket/customers'));
  await expect(page).toHaveURL(
    consoleUrl(`${PATH}?next=${encodeURIComponent('/goldenticket/customers')}`),
  );
  await expect(page.getByRole('heading', { name: 'Golden Ticket Draw Login' })).toBeVisible();

  await page.goto(consoleUrl(PATH));
  await expect(page.getByRole('heading', { name: 'Golden Ticket Draw Login' })).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await page.getByRole('button', { name: /Show/ }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: /Hide/ }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expectNoAxeViolations(page);

  await signInOnDrawTool(page, admin, 'not-the-password');
  await expect(page.getByRole('status').getByText(/^Wrong credentials$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await signInOnDrawTool(page, admin);
  await expect(page).toHaveURL(consoleUrl(PATH));
  await expect(
    page.getByRole('heading', { name: 'Golden Ticket Draw', exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/Choose a draw type/)).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The draw tool's read of a type, as the console's API client sends it (with the session). */
async function readTickets(page: Page, draw: string) {
  const res = await page.request.get(
    `${E2E_CONSOLE_API_URL}/promotions/golden-ticket/golden-tickets?draw=${draw}`,
    { headers: { [STAFF_CONSOLE_HEADER.name]: STAFF_CONSOLE_HEADER.value } },
  );
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { eligibleCount: number; openDraw: unknown; refusal: string | null };
}

test('a full draw: choosing freezes nothing, Draw freezes and draws, the winner is the recorded one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const [i, serial] of SERIALS.entries()) {
    const res = await request.post(
      `${E2E_API_URL}/promotions/golden-ticket/golden-customer-entry`,
      {
        data: {
          firstname: 'Orla',
          lastname: i ? 'Doyle' : 'Dunne',
          email: `e2e-draw-${serial}@example.ie`,
          goldenSerialNumber: serial,
          marketingAgreement: true,
        },
      },
    );
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.goto(consoleUrl(PATH));
  await signInOnDrawTool(page, admin);
  const size = page.getByTestId('pool-size');
  for (const name of ['Star prize', 'Monthly', 'Weekly']) {
    await page.getByRole('radio', { name }).check();
    await expect(size).toHaveText(/^[\d,]+$/);
  }
  await expect(page.getByTestId('open-draw')).toHaveText(/^None/);
  // Choosing each type (and loading the page) froze no pool of any type.
  for (const draw of ['weekly', 'monthly', 'stared'])
    expect((await readTickets(page, draw)).openDraw).toBeNull();
  const before = Number((await size.innerText()).replaceAll(',', ''));
  expect(before).toBeGreaterThanOrEqual(SERIALS.length);
  expect((await readTickets(page, 'weekly')).eligibleCount).toBe(before);
  await expectNoAxeViolations(page);

  const draw = page.getByRole('button', { name: 'Draw', exact: true });
  await draw.click();
  // Disabled while the server freezes and draws, the list rolls (3 s) and the celebration plays.
  await expect(
    page.getByRole('button', { name: /^(Drawing|Rolling|Celebrating)…$/ }),
  ).toBeDisabled();
  const winner = page.getByTestId('winner').getByRole('heading', { level: 2 });
  await expect(winner).toHaveText(/^Winner: \S+ \S/, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Celebrating…' })).toBeDisabled();
  await expect(page.getByTestId('pool-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(size).toHaveText(String(before - 1));
  await expectNoAxeViolations(page);
  // Back to Draw after the celebration, but not offered again: this week's draw is held.
  await expect(draw).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('draw-refusal')).toHaveText(/already been held/);
  await expect(draw).toBeDisabled();
  // Nothing was frozen after the draw either.
  expect((await readTickets(page, 'weekly')).openDraw).toBeNull();

  // The winner shown is the one the server recorded for this draw number.
  const drawNumber = (await page.getByTestId('draw-number').innerText()).trim();
  const [, firstName, lastName] = /^Winner: (\S+) (.+)$/.exec(await winner.innerText())!;
  const checked = await page.request.get(
    `${E2E_CONSOLE_API_URL}/promotions/golden-ticket/draws/${drawNumber}/check`,
    { headers: { [STAFF_CONSOLE_HEADER.name]: STAFF_CONSOLE_HEADER.value } },
  );
  const recorded = (await checked.json()) as { matches: boolean; drawn: { serialNumber: string } };
  expect(recorded.matches).toBe(true);
  await expect(page.getByTestId('winner')).toContainText(`Serial ${recorded.drawn.serialNumber}`);
  const entrant = await page.request.get(
    `${E2E_CONSOLE_API_URL}/promotions/golden-ticket/golden-customer?serialNumber=${recorded.drawn.serialNumber}`,
    { headers: { [STAFF_CONSOLE_HEADER.name]: STAFF_CONSOLE_HEADER.value } },
  );
  expect(await entrant.json()).toMatchObject({ firstName, lastName });

  await page.getByRole('button', { name: 'Check this draw' }).click();
  await expect(page.getByTestId('check-verdict')).toHaveText(/matches: Yes\./);
  for (const comparison of [
    'poolMatchesRecord',
    'recordMatchesFreezeAudit',
    'poolMatchesEligibility',
    'indexFollowsFromValue',
    'winnerAtIndex',
    'resultMatchesDrawAudit',
  ])
    await expect(page.getByTestId(`check-${comparison}`)).toHaveText('Yes');
  await expect(page.getByTestId('check-winner')).toHaveText(recorded.drawn.serialNumber);
  await expectNoAxeViolations(page);

  await page.getByLabel('Draw number').fill('0');
  await page.getByRole('button', { name: 'Check this draw' }).click();
  await expect(page.getByText('The draw number must be a whole number from 1')).toBeVisible();
  await page.getByLabel('Draw number').fill('2147483648');
  await page.getByRole('button', { name: 'Check this draw' }).click();
  await expect(page.getByText('The draw number must be a whole number from 1')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(consoleUrl(PATH));
  await expect(page.getByRole('heading', { name: 'Golden Ticket Draw Login' })).toBeVisible();

  await blockThirdPartyScripts(page);
  await gotoHydrated(page, '/goldenticket/winners');
  const published = `${firstName} ${[...lastName!.trim()][0]!.toLocaleUpperCase('en-GB')}.`;
  await expect(page.getByRole('cell', { name: published, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('at 390 px the tool fits and stays usable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(consoleUrl(PATH));
  await signInOnDrawTool(page, admin);
  await page.getByRole('radio', { name: 'Weekly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(page.getByTestId('pool-size')).toBeVisible();
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
});
