import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// Several axe runs and navigations per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an unknown or impossible article slug redirects to /news', async ({ page }) => {
  for (const slug of ['no-such-article', 'x'.repeat(1000), '%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
    const res = await page.goto(`/news/${slug}`);
    expect(res?.status(), slug).toBe(200);
    await expect(page).toHaveURL(/\/news$/);
  }
});

test('an article not published in the edition redirects to /news', async ({ page }) => {
  // Published in Ireland only: the UK edition (countries 1 and 5) shows it, France does not.
  const uk = await page.goto('/news/dublin-trade-counter-opens');
  expect(uk?.status()).toBe(200);
  await expect(page).toHaveURL(/\/news\/dublin-trade-counter-opens$/);
  await page.goto(`${editionUrl('fr')}/news/dublin-trade-counter-opens`);
  await expect(page).toHaveURL(`${editionUrl('fr')}/news`);
});

test('?news= redirects to the article, or to /news when it is empty', async ({ page }) => {
  await page.goto('/news?news=optima-dali-2');
  await expect(page).toHaveURL(/\/news\/optima-dali-2$/);
  await page.goto('/news?news=');
  await expect(page).toHaveURL(/\/news$/);
});

test('a page past the end or not a number goes back to page 1', async ({ page }) => {
  for (const p of ['999', 'abc', '-1', '1.5']) {
    const res = await page.goto(`/news?tab=archived&page=${p}`);
    expect(res?.status(), p).toBe(200);
    await expect(page).toHaveURL(/\/news\?tab=archived$/);
  }
});

test('long, markup and SQL-shaped searches show the empty state, escaped, never a 500', async ({
  page,
}) => {
  const cases = [
    'a'.repeat(1000),
    '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">',
    "' OR 1=1; DROP TABLE content_documents; --",
    '%_\\',
  ];
  for (const q of cases) {
    for (const tab of ['latest', 'archived']) {
      const res = await gotoHydrated(page, `/news?tab=${tab}&q=${encodeURIComponent(q)}`);
      expect(res?.status(), q).toBe(200);
      await expect(page.locator('[data-news-empty]')).toBeVisible();
      await expect(page.getByRole('searchbox')).toHaveValue(q);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('main img[src="x"]').count()).toBe(0);
    }
  }
  // An unknown category or a year that is not one is an empty list or no filter, not an error.
  expect((await page.goto('/news?category=%3Cb%3Ex'))?.status()).toBe(200);
  await expect(page.locator('[data-news-empty]')).toBeVisible();
  expect((await page.goto('/news?tab=archived&year=20x5'))?.status()).toBe(200);
  await expect(page.locator('[data-news-card]').first()).toBeVisible();
});
