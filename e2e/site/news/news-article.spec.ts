import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { fetchAsBrowser } from '../../fixtures/editions.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import { E2E_API_URL, editionUrl } from '../../ports.ts';

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );

// Several axe runs and navigations per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a news card opens its article: title, date, picture, text, back buttons and SEO', async ({
  page,
}) => {
  await gotoHydrated(page, '/news?q=OPTIMA');
  await page.locator('[data-news-card="optima-dali-2"] a').click();
  await expect(page).toHaveURL(/\/news\/optima-dali-2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'OPTIMA panels now with DALI-2 and emergency in one',
  );
  await expect(page.locator('article time')).toHaveText('April 20th 2026');
  await expect(
    page.getByRole('img', { name: 'An OPTIMA panel with its integrated emergency test button' }),
  ).toBeVisible();
  await expect(page.getByText('That means one fitting, one cable entry')).toBeVisible();
  await expect(page.locator('[data-back-to-news]')).toHaveCount(2);
  await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'light');

  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/news\/optima-dali-2$/,
  );
  await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(5);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http.*optima-dali-2\.jpg$/,
  );
  const ld = await jsonLd(page);
  const article = ld.find((d) => d['@type'] === 'NewsArticle');
  expect(article).toMatchObject({
    headline: 'OPTIMA panels now with DALI-2 and emergency in one',
    datePublished: '2026-04-20T08:00:00.000Z',
  });
  const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string }[];
  };
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
    'Home',
    'News and insights',
    'OPTIMA panels now with DALI-2 and emergency in one',
  ]);
  await expectNoAxeViolations(page);

  await page.locator('[data-back-to-news]').first().click();
  await expect(page).toHaveURL(/\/news$/);
});

test('video news shows the embedded player instead of the picture', async ({ page }) => {
  await gotoHydrated(page, '/news/light-and-building-2026');
  const frame = page.locator('article iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/,
  );
  await expect(frame).toHaveAttribute('title', /.+/);
  await expectNoAxeViolations(page);
});

test('a French article reads in French, and at 390 px fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `${editionUrl('fr')}/news/optima-dali-2`);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await expect(page.locator('[data-back-to-news]').first()).toHaveText('Retour aux actualités');
  await expect(page.locator('article time')).toContainText('2026');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('sitemap.xml lists every news article published in the UK edition', async ({
  request,
  page,
}) => {
  const xml = (await fetchAsBrowser(request, `${editionUrl('uk')}/sitemap.xml`)).body;
  const res = await page.request.post(`${E2E_API_URL}/graphql`, {
    data: { query: '{ newsUpdates(locale: "en-GB", countryId: 1, limit: 100) { pageSlug } }' },
  });
  const slugs = ((await res.json()).data.newsUpdates as { pageSlug: string }[]).map(
    (n) => n.pageSlug,
  );
  expect(slugs.length).toBeGreaterThan(12);
  for (const slug of slugs) expect(xml, slug).toContain(`/news/${slug}</loc>`);
  expect(xml).toMatch(/<loc>[^<]*\/news<\/loc>/);
});
