import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { expectContentPageSeo, expectNoSidewaysScroll } from '../../fixtures/content-page.ts';
import { fetchAsBrowser } from '../../fixtures/editions.ts';
import { DESKTOP, PHONE } from '../../fixtures/layout.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

// axe and two widths per test on a shared CI machine take longer than the default minute.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await blockThirdPartyScripts(page);
  // The panorama tour and the video player are other hosts: never fetched from here.
  await page.route(/^https:\/\/(tour\.lumen-lighting\.example|www\.youtube-nocookie\.com)\//, (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '<title>frame</title>' }),
  );
});

const PAGES = [
  { path: '/privacy-policy', en: 'Privacy policy', fr: 'Politique de confidentialité' },
  { path: '/terms-conditions', en: 'Terms and conditions', fr: 'Conditions générales' },
  { path: '/sitemap', en: 'Sitemap', fr: 'Plan du site' },
  { path: '/virtual-visitor-centre', en: 'Virtual visitor centre', fr: 'Centre de visite virtuel' },
  { path: '/sustainability', en: 'Sustainability', fr: 'Développement durable' },
] as const;

for (const { path, en, fr } of PAGES) {
  for (const [edition, title] of [
    ['uk', en],
    ['fr', fr],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${path} renders in the ${edition} edition at ${viewport.width} px, accessible`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const res = await gotoHydrated(page, `${editionUrl(edition)}${path}`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expectContentPageSeo(page, path);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
    }
  }
}

test('the privacy policy shows its four cookie tables in order 1 to 4, then the conclusion', async ({
  page,
}) => {
  await page.goto(`${editionUrl('uk')}/privacy-policy`);
  await expect(page.locator('[data-cookie-table]')).toHaveCount(4);
  const order = await page
    .locator('[data-cookie-table]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-cookie-table')));
  expect(order).toEqual(['1', '2', '3', '4']);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Strictly necessary cookies',
    'Performance cookies',
    'Targeting cookies',
    'Functionality cookies',
  ]);
  const first = page.getByRole('table').first();
  await expect(first.getByRole('columnheader')).toHaveText([
    'Name',
    'Domain',
    'Expiration',
    'Description',
  ]);
  await expect(first.getByRole('rowheader').first()).toHaveText('lumen_language');
  await expect(page.getByText('Last updated: 2 September 2026.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  // Australian privacy law in the Australian edition.
  await page.goto(`${editionUrl('au')}/privacy-policy`);
  await expect(page.getByText(/Office of the Australian Information Commissioner/)).toBeVisible();
});

test('terms are Markdown with a back button; the sitemap page lists the main menu', async ({
  page,
}) => {
  await page.goto(`${editionUrl('uk')}/terms-conditions`);
  await expect(page.getByRole('heading', { level: 2, name: '4. Warranty' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'five years as standard' }),
  ).toHaveCount(1);
  await page.goto(`${editionUrl('nz')}/terms-conditions`);
  await expect(page.getByText(/Consumer Guarantees Act/)).toBeVisible();
  await page.goto(`${editionUrl('uk')}/sitemap`);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Sustainability' }).first(),
  ).toHaveAttribute('href', '/sustainability');
  expect(await page.getByRole('main').getByRole('link').count()).toBeGreaterThan(40);
});

test('the visitor centre frames its tour and shows the page zones of page 2', async ({ page }) => {
  await page.goto(`${editionUrl('uk')}/virtual-visitor-centre`);
  const tour = page.locator('iframe[title^="360° tour"]');
  await expect(tour).toHaveAttribute(
    'src',
    'https://tour.lumen-lighting.example/manchester-experience-centre/',
  );
  await expect(page.getByRole('heading', { name: 'Plan your visit' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('Bring your drawings');
});

test('sustainability: the report opens in a new tab, tabs become an accordion on a phone, certificates open in a new tab', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, `${editionUrl('uk')}/sustainability`);
  const report = page.getByRole('link', { name: /Read our 2025 sustainability report/ });
  await expect(report).toHaveAttribute('target', '_blank');
  const pdf = await fetchAsBrowser(
    request,
    new URL((await report.getAttribute('href'))!, page.url()).toString(),
  );
  expect(pdf.status).toBe(200);
  expect(pdf.contentType).toContain('application/pdf');

  // Wide: a tab list whose arrow keys move between the four steps.
  const tabs = page.getByRole('tablist', { name: 'How we reached carbon neutrality' });
  await expect(tabs).toBeVisible();
  await tabs.getByRole('tab', { name: 'Measure' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Reduce' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('81 %');

  // Narrow: the same steps as an accordion.
  await page.setViewportSize(PHONE);
  await expect(tabs).toBeHidden();
  const measure = page.getByRole('button', { name: 'Measure' });
  await expect(measure).toHaveAttribute('aria-expanded', 'true');
  const offset = page.getByRole('button', { name: 'Offset' });
  await offset.click();
  await expect(offset).toHaveAttribute('aria-expanded', 'true');

  const certificates = page.locator('a[data-certificate]');
  await expect(certificates).toHaveCount(6);
  await expect(certificates.first()).toHaveAttribute('target', '_blank');
  await expect(certificates.first()).toHaveAttribute('href', /\.pdf$/);

  // The video dialog plays the carbon-neutral film in the video host's player.
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: /Play the video/ }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/Kx7VqLmD9sQ/,
  );
  // Focus is in the player's frame, which keeps Escape: close with the dialog's button.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The articles are the flagged sustainability news, linking to /news/{slug}.
  const articles = page.getByRole('region', { name: 'Sustainability news' });
  await expect(articles.locator('a[href^="/news/"]').first()).toBeAttached();
  // Dated as the news cards are (spec §9: 'March 3rd 2026'), not as the raw ISO date.
  const date = articles.locator('time').first();
  await expect(date).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
  await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}$/);
});
