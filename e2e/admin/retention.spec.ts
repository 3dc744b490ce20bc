import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { consoleUrl, createStaffAccount, signInToConsole } from '../fixtures/console.ts';
import { PHONE, pageOverflow } from '../fixtures/layout.ts';

/*
 * Issue 14 point 9: the console shows when each promotion's entrant data is anonymised. The
 * seed's runs are the data: the 2024 golden ticket and the 2022 World Cup invoice runs are past
 * their date (due: the e2e API never runs the retention command, other specs read their
 * entrants), this year's runs and the garden promo season (from 7 March, 150 entries) are kept.
 * Other states are the API's answers, stubbed.
 */

const PATH = '/promotions-retention';
const isList = /\/admin\/promotions-retention$/;
const region = (page: Page) => page.getByRole('region', { name: 'Promotions and their retention' });
const rowOf = (page: Page, slug: string) =>
  region(page).locator('tbody tr', { has: page.getByRole('cell', { name: slug, exact: true }) });

async function openAsAdmin(page: Page) {
  await signInToConsole(page, await createStaffAccount('admin'), PATH);
  await expect(page.getByRole('heading', { name: 'Data Retention', level: 1 })).toBeVisible();
}

test('the dashboard card opens the list: each run with its dates, status and entrants', async ({
  page,
  context,
}) => {
  await signInToConsole(page, await createStaffAccount('admin'));
  const card = page.getByRole('link', { name: /^Data Retention/ });
  await expect(card).toHaveAttribute('href', PATH);
  const [screen] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(screen.getByRole('heading', { name: 'Data Retention', level: 1 })).toBeVisible();
  for (const header of [
    'Promotion',
    'Kind',
    'Closes',
    'Draws end',
    'Retention',
    'Anonymised on',
    'Status',
    'Entrants',
  ])
    await expect(screen.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

  const golden2024 = rowOf(screen, 'golden-ticket-2024');
  await expect(golden2024).toContainText('Golden Ticket');
  await expect(golden2024).toContainText('December 17th 2024');
  await expect(golden2024).toContainText(/365 days\s*default/);
  // 365 days after the draws ended on 17 December 2024.
  await expect(golden2024).toContainText('December 17th 2025');
  await expect(golden2024).toContainText(/Due\s*at the next retention run/);
  await expect(golden2024.locator('td').last()).toHaveText(/^\d{3},?\d*$/);
  await expect(rowOf(screen, 'world-cup-2022')).toContainText('Invoice upload');
  const year = new Date().getUTCFullYear();
  await expect(rowOf(screen, `golden-ticket-${year}`)).toContainText('Kept');
  // The garden promo season opened on the last 7 March and closes on the next.
  const season = new Date() >= new Date(`${year}-03-07T00:00:00Z`) ? year : year - 1;
  const garden = rowOf(screen, `garden-promo-${season}`);
  await expect(garden).toContainText('Garden promo');
  await expect(garden).toContainText(`March 7th ${season + 1}`);
  // 365 days later: the 6th when that year has a 29 February before it.
  const anonymisedOn = new Date(Date.UTC(season + 1, 2, 7) + 365 * 86_400_000);
  await expect(garden).toContainText(
    `March ${anonymisedOn.getUTCDate()}th ${anonymisedOn.getUTCFullYear()}`,
  );
  await expect(garden).toContainText('Kept');
  await expect(garden.locator('td').last()).toHaveText('150');
  await expectNoAxeViolations(screen);
});

test('an anonymised run, loading, empty and error states, all axe clean', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isList, async (route) => {
    await held;
    await route.fulfill({
      json: {
        promotions: [
          {
            slug: 'golden-ticket-2023',
            kind: 'golden-ticket',
            closesAt: '2023-12-17T00:00:00.000Z',
            drawsEndAt: '2023-12-17T00:00:00.000Z',
            retentionDays: 90,
            retentionIsDefault: false,
            anonymiseAt: '2024-03-16T00:00:00.000Z',
            status: 'anonymised',
            anonymisedAt: '2024-03-16T02:00:00.000Z',
            entrants: 1234,
            withPersonalData: 0,
          },
        ],
      },
    });
  });
  await signInToConsole(page, await createStaffAccount('admin'), PATH);
  // The screen's own loading state, not the console's while it checks the session: axe must
  // see the screen with its heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Data Retention' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading…', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  const row = rowOf(page, 'golden-ticket-2023');
  await expect(row).toContainText(/Anonymised\s*March 16th 2024, 2:00 am UTC/);
  await expect(row).toContainText('90 days');
  await expect(row).not.toContainText('default');
  await expect(row).toContainText('1,234');
  await expectNoAxeViolations(page);

  await page.unroute(isList);
  await page.route(isList, (route) => route.fulfill({ json: { promotions: [] } }));
  await page.reload();
  await expect(page.getByText('No promotions yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(isList);
  await page.route(isList, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(
    'The promotions could not be loaded: The server answered 500. Try again.',
  );
  await expectNoAxeViolations(page);
  await page.unroute(isList);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rowOf(page, 'golden-ticket-2024')).toBeVisible();
});

test('at 390 px the table scrolls inside its region, the page does not', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAsAdmin(page);
  await expect(rowOf(page, 'golden-ticket-2024')).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
});

test('marketing has no retention card and the screen refuses it', async ({ page }) => {
  await signInToConsole(page, await createStaffAccount('marketing'));
  await expect(page.getByRole('link', { name: /^Data Retention/ })).toHaveCount(0);
  await page.goto(consoleUrl(PATH));
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  await expectNoAxeViolations(page);
});
