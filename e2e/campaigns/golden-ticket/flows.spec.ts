import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { E2E_API_URL, E2E_SITE_URL } from '../../ports.ts';

/*
 * The Golden Ticket flows against the real API. The e2e API starts from an empty data folder
 * and seeds the current run with fixed serials (README) and three winning moments already due,
 * so in a run of this file the first three valid entries win and every later one does not.
 * The tests run in order and each spends serials of its own.
 */
const SEEDED = ['KHJUA5QH', 'WN2F9K6P', 'EVR7KZ28', 'WDBEKLHF', 'K4LQVW2K', 'F28R3U77'] as const;
const WINNING_SERIAL = SEEDED[0];
const LOSING_SERIAL = SEEDED[3];

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

async function enter(page: Page, serial: string, email = `e2e-${serial}@example.ie`) {
  await gotoHydrated(page, '/goldenticket');
  const form = page.getByRole('form', { name: 'Enter your Golden Ticket' });
  await form.getByLabel('First name', { exact: true }).fill('Aoife');
  await form.getByLabel('Surname', { exact: true }).fill('Byrne');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Serial number', { exact: true }).fill(serial);
  await form.getByRole('checkbox').check();
  const submit = form.getByRole('button', { name: 'Submit' });
  await submit.click();
  return { form, submit };
}

test('entry → instant win → redeem in Ireland', async ({ page }) => {
  await enter(page, WINNING_SERIAL);
  await expect(page).toHaveURL(`${E2E_SITE_URL}/goldenticket/instantdraw`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('INSTANT PRIZE WINNER');
  await expect(
    page.getByText(/weekly, monthly and star prize draws up to \d+ \w+ \d{4}/),
  ).toBeVisible();
  const ireland = page.getByRole('checkbox', { name: 'Ireland' });
  const uk = page.getByRole('checkbox', { name: 'UK' });
  await uk.check();
  await ireland.check();
  await expect(uk).not.toBeChecked();
  await ireland.uncheck();
  await expect(page.getByRole('alert')).toHaveText('Select your location to proceed');
  await ireland.check();
  const redeem = page.getByRole('button', { name: /Redeem/ });
  await redeem.click();
  await expect(redeem).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: /voucher/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('entry → no instant win', async ({ page, request }) => {
  // The other two moments due at seeding go to two more entries, as any visitor's would.
  for (const serial of [SEEDED[1], SEEDED[2]]) {
    const res = await request.post(
      `${E2E_API_URL}/promotions/golden-ticket/golden-customer-entry`,
      {
        data: {
          firstname: 'Seán',
          lastname: 'Ó Murchú',
          email: `e2e-${serial}@example.ie`,
          goldenSerialNumber: serial,
          marketingAgreement: true,
        },
      },
    );
    expect(await res.json()).toEqual({ data: { win: true } });
  }
  await enter(page, LOSING_SERIAL);
  await expect(page).toHaveURL(`${E2E_SITE_URL}/goldenticket/instantdraw`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better luck next time');
  await expect(page.getByText(/weekly, monthly and star prize draws up to/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a used serial shows the server’s message for 3 s and gives the form back', async ({
  page,
}) => {
  await enter(page, SEEDED[4], 'e2e-again@example.ie');
  await expect(page).toHaveURL(`${E2E_SITE_URL}/goldenticket/instantdraw`);
  const { submit } = await enter(page, SEEDED[4], 'e2e-again@example.ie');
  await expect(page.getByRole('status').filter({ hasText: /already/ })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: /already/ })).toBeHidden({
    timeout: 5_000,
  });
});

test('a closed promotion shows the closed message without calling the server', async ({ page }) => {
  // A page left open past the run's closing time: the browser's clock moves on, the page
  // does not ask the server (which would refuse with the same message).
  const current = await (
    await page.request.get(`${E2E_API_URL}/promotions/golden-ticket/current`)
  ).json();
  await page.clock.install({ time: new Date(Date.parse(current.closesAt) + 60_000) });
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/golden-customer-entry')) posted = true;
  });
  await enter(page, LOSING_SERIAL);
  await expect(page.getByRole('status')).toHaveText(
    'Sorry! Registration is closed. The Golden Ticket Promotion is no longer active.',
  );
  expect(posted).toBe(false);
});

test('the winners page lists four tables with DD-MM-YYYY dates', async ({ page }) => {
  await gotoHydrated(page, '/goldenticket/winners');
  for (const name of ['Star prize', 'Monthly draws', 'Weekly draws', 'Instant wins'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(
    page
      .getByRole('cell')
      .filter({ hasText: /^\d{2}-\d{2}-\d{4}$/ })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
