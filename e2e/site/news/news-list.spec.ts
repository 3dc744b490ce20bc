import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import { E2E_API_URL, editionUrl } from '../../ports.ts';

/** YYYY-MM-DD one year before today (UTC): where Latest ends and Archived begins (spec §4). */
function oneYearAgo(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

/** How many items the content API counts for these filters, to compare the page with. */
async function apiCount(page: Page, variables: Record<string, unknown>): Promise<number> {
  const res = await page.request.post(`${E2E_API_URL}/graphql`, {
    data: {
      query: `query($locale: Locale!, $countryId: Int, $dateFrom: String, $dateTo: String, $category: String, $search: String) {
        newsUpdatesCount(locale: $locale, countryId: $countryId, dateFrom: $dateFrom, dateTo: $dateTo, category: $category, search: $search)
      }`,
      variables,
    },
  });
  return (await res.json()).data.newsUpdatesCount as number;
}

const cardDates = (page: Page) =>
  page
    .locator('[data-news-card] time')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));

// Several axe runs and navigations per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('/news Latest: the last year of UK news, 6 a page, with tabs, search and SEO tags', async ({
  page,
}) => {
  const res = await gotoHydrated(page, '/news');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and insights');
  await expect(page.locator('[data-news-tab="latest"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-news-tab="latest"]')).toHaveText('Latest News');
  await expect(page.locator('[data-news-tab="archived"]')).toHaveText('Archived News');

  const total = await apiCount(page, { locale: 'en-GB', countryId: 1, dateFrom: oneYearAgo() });
  expect(total).toBeGreaterThan(6);
  await expect(page.locator('[data-news-count]')).toHaveAttribute('data-news-count', String(total));
  await expect(page.locator('[data-news-card]')).toHaveCount(6);
  for (const date of await cardDates(page)) expect(date >= oneYearAgo(), date).toBe(true);

  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/news$/);
  await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(5);
  for (const lang of ['en-GB', 'fr-FR', 'en-AU', 'en-NZ'])
    await expect(page.locator(`link[rel=alternate][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      /\/news$/,
    );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{40,}/);
  await expectNoAxeViolations(page);

  // Page 2 holds the rest, and the first page's items are not repeated.
  const first = await page
    .locator('[data-news-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-news-card')));
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.locator('[data-news-card]')).toHaveCount(Math.min(6, total - 6));
  const second = await page
    .locator('[data-news-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-news-card')));
  expect(second.filter((s) => first.includes(s))).toEqual([]);
});

test('/news Latest filters by category and searches by keyword', async ({ page }) => {
  await gotoHydrated(page, '/news');
  await page.getByLabel('Category').selectOption({ label: 'Product news' });
  await expect(page).toHaveURL(/category=product-news/);
  const expected = await apiCount(page, {
    locale: 'en-GB',
    countryId: 1,
    dateFrom: oneYearAgo(),
    category: 'product-news',
  });
  await expect(page.locator('[data-news-count]')).toHaveAttribute(
    'data-news-count',
    String(expected),
  );
  const categories = await page.locator('[data-news-card] p span').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set(['Product news']));

  // A keyword search keeps the category and starts again at page 1.
  await page.getByRole('searchbox').fill('OPTIMA');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=OPTIMA/);
  await expect(page).toHaveURL(/category=product-news/);
  await expect(page.locator('[data-news-card="optima-dali-2"]')).toBeVisible();
});

test('/news Archived: older items, filtered by year', async ({ page }) => {
  await gotoHydrated(page, '/news');
  await page.locator('[data-news-tab="archived"]').click();
  await expect(page).toHaveURL(/\/news\?tab=archived$/);
  await expect(page.locator('[data-news-tab="archived"]')).toHaveAttribute('aria-current', 'page');
  const dates = await cardDates(page);
  expect(dates.length).toBe(6);
  for (const date of dates) expect(date < oneYearAgo(), date).toBe(true);
  await expect(page.getByLabel('Category')).toHaveCount(0);

  await page.getByLabel('Year').selectOption('2025');
  await expect(page).toHaveURL(/tab=archived&year=2025/);
  const in2025 = await cardDates(page);
  expect(in2025.length).toBeGreaterThan(0);
  for (const date of in2025) expect(date.startsWith('2025-'), date).toBe(true);
  await expectNoAxeViolations(page);
});

test('/news in French: French copy and only items published in France', async ({ page }) => {
  const res = await gotoHydrated(page, `${editionUrl('fr')}/news?tab=archived`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await expect(page.locator('[data-news-tab="latest"]')).toHaveText('Dernières actualités');
  await expect(page.locator('[data-news-tab="archived"]')).toHaveText('Archives');
  const res2 = await page.request.post(`${E2E_API_URL}/graphql`, {
    data: {
      query:
        '{ newsUpdates(locale: "fr-FR", limit: 100) { pageSlug publish_in_country { france } } }',
    },
  });
  const all = (await res2.json()).data.newsUpdates as {
    pageSlug: string;
    publish_in_country: { france: boolean };
  }[];
  const shown = await page
    .locator('[data-news-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-news-card')));
  expect(shown.length).toBeGreaterThan(0);
  for (const slug of shown)
    expect(all.find((n) => n.pageSlug === slug)?.publish_in_country.france, slug ?? '').toBe(true);
  await expectNoAxeViolations(page);
});

for (const width of [390, 1366]) {
  test(`/news fits ${width} px with no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/news');
    await expect(page.locator('[data-news-card]').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}
