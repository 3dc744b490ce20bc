import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const cards = (page: Page) => page.locator('[data-case-study-card]');

// Several axe runs and navigations per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('/case-studies: 12 a page, newest first, application-area chips, clients slider, SEO', async ({
  page,
}) => {
  const res = await gotoHydrated(page, '/case-studies');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case studies');
  await expect(page.locator('[data-case-study-count]')).toHaveAttribute(
    'data-case-study-count',
    '14',
  );
  await expect(cards(page)).toHaveCount(12);
  const dates = await cards(page)
    .locator('time')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(page.locator('[data-area]')).toHaveCount(8);
  await expect(page.locator('[data-clear-all]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Trusted by' })).toBeAttached();
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/case-studies$/);
  await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(5);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/case-studies\?page=2$/);
  await expect(cards(page)).toHaveCount(2);
});

test('application-area chips select several areas at once, and Clear all resets them', async ({
  page,
}) => {
  await gotoHydrated(page, '/case-studies');
  await page.locator('[data-area="sport"]').click();
  await expect(page).toHaveURL(/\?area=sport$/);
  await expect(page.locator('[data-area="sport"]')).toHaveAttribute('aria-pressed', 'true');
  const sport = Number(
    await page.locator('[data-case-study-count]').getAttribute('data-case-study-count'),
  );
  expect(sport).toBeGreaterThanOrEqual(2);
  await expect(cards(page)).toHaveCount(sport);
  for (const text of await cards(page).locator('p span').allTextContents())
    expect(text).toContain('Sport');

  await page.locator('[data-area="education"]').click();
  await expect(page).toHaveURL(/\?area=sport&area=education$/);
  await expect(page.locator('[data-area="education"]')).toHaveAttribute('aria-pressed', 'true');
  const both = Number(
    await page.locator('[data-case-study-count]').getAttribute('data-case-study-count'),
  );
  expect(both).toBeGreaterThan(sport);
  for (const text of await cards(page).locator('p span').allTextContents())
    expect(/Sport|Education/.test(text), text).toBe(true);
  await expectNoAxeViolations(page);

  // The keyword search keeps the chosen areas.
  await page.getByRole('searchbox').fill('floodlights');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/area=sport&area=education&q=floodlights/);
  await expect(page.locator('[data-case-study-card="parramatta-community-stadium"]')).toBeVisible();

  await page.locator('[data-clear-all]').click();
  await expect(page).toHaveURL(/\/case-studies\?q=floodlights$/);
  await expect(page.locator('[data-area][aria-pressed="true"]')).toHaveCount(0);
});

test('keyword search matches title or text', async ({ page }) => {
  await gotoHydrated(page, '/case-studies?q=cold%20store');
  await expect(page.locator('[data-case-study-card="harbourside-logistics"]')).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('cold store');
});

test('/case-studies in French', async ({ page }) => {
  const res = await gotoHydrated(page, `${editionUrl('fr')}/case-studies?area=healthcare`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réalisations');
  await expect(page.locator('[data-clear-all]')).toHaveText('Tout effacer');
  await expect(
    page.locator('[data-case-study-card="wellington-childrens-hospital"] h2'),
  ).toContainText('Services pédiatriques de Wellington');
  await expectNoAxeViolations(page);
});

for (const width of [390, 1366]) {
  test(`/case-studies fits ${width} px with no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/case-studies');
    await expect(cards(page).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}

test('bad list input: page past the end, long and markup searches, unknown areas', async ({
  page,
}) => {
  for (const p of ['99', 'zero', '0']) {
    const res = await page.goto(`/case-studies?area=sport&page=${p}`);
    expect(res?.status(), p).toBe(200);
    await expect(page).toHaveURL(/\/case-studies\?area=sport$/);
  }
  for (const q of ['b'.repeat(1000), '<script>window.__pwned=1</script>', "1' OR '1'='1"]) {
    const res = await gotoHydrated(page, `/case-studies?q=${encodeURIComponent(q)}`);
    expect(res?.status(), q).toBe(200);
    await expect(page.locator('[data-case-studies-empty]')).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue(q);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  }
  const res = await gotoHydrated(
    page,
    `/case-studies?area=${encodeURIComponent('<b>nope</b>')}&area=${'c'.repeat(500)}`,
  );
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-case-studies-empty]')).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
});
