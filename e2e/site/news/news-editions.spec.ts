import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../../fixtures/site.ts';
import { E2E_API_URL, editionUrl } from '../../ports.ts';

// Several navigations per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

type Flags = Record<'uk' | 'france' | 'newzealand' | 'ireland' | 'australia', boolean>;

/** Every item's publish-in-country flags in a locale, straight from the content API. */
async function flagsBySlug(page: Page, locale: string): Promise<Map<string, Flags>> {
  const res = await page.request.post(`${E2E_API_URL}/graphql`, {
    data: {
      query: `{ newsUpdates(locale: "${locale}", limit: 100) {
        pageSlug publish_in_country { uk france newzealand ireland australia } } }`,
    },
  });
  const items = (await res.json()).data.newsUpdates as {
    pageSlug: string;
    publish_in_country: Flags;
  }[];
  return new Map(items.map((n) => [n.pageSlug, n.publish_in_country]));
}

const shownSlugs = (page: Page) =>
  page
    .locator('[data-news-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-news-card') ?? ''));

// The UK and France editions are covered in news-list.spec.ts and news-bad-input.spec.ts.
for (const { edition, locale, flag, notHere } of [
  { edition: 'au', locale: 'en-AU', flag: 'australia', notHere: 'christchurch-trade-counter' },
  { edition: 'nz', locale: 'en-NZ', flag: 'newzealand', notHere: 'sydney-stadium-floodlighting' },
] as const) {
  test(`/news in the ${edition.toUpperCase()} edition lists only items published there, in both tabs`, async ({
    page,
  }) => {
    const flags = await flagsBySlug(page, locale);
    for (const tab of ['', '?tab=archived']) {
      const res = await gotoHydrated(page, `${editionUrl(edition)}/news${tab}`);
      expect(res?.status()).toBe(200);
      const shown = await shownSlugs(page);
      expect(shown.length, tab).toBeGreaterThan(0);
      for (const slug of shown) expect(flags.get(slug)?.[flag], slug).toBe(true);
    }
  });

  test(`an article not published in the ${edition.toUpperCase()} edition redirects to /news there`, async ({
    page,
  }) => {
    await page.goto(`${editionUrl(edition)}/news/${notHere}`);
    await expect(page).toHaveURL(`${editionUrl(edition)}/news`);
  });
}

test('an article names as alternates only the editions it is published in', async ({ page }) => {
  // Published in Australia and New Zealand only.
  const res = await page.goto(`${editionUrl('au')}/news/melbourne-warehouse-opens`);
  expect(res?.status()).toBe(200);
  const alternates = page.locator('link[rel=alternate][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('link[hreflang="en-AU"]')).toHaveAttribute(
    'href',
    `${editionUrl('au')}/news/melbourne-warehouse-opens`,
  );
  await expect(page.locator('link[hreflang="en-NZ"]')).toHaveAttribute(
    'href',
    `${editionUrl('nz')}/news/melbourne-warehouse-opens`,
  );
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${editionUrl('au')}/news/melbourne-warehouse-opens`,
  );
  // Each alternate is a page, not a redirect back to the list.
  await page.goto(`${editionUrl('nz')}/news/melbourne-warehouse-opens`);
  await expect(page).toHaveURL(/\/news\/melbourne-warehouse-opens$/);
});
