import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { fetchAsBrowser } from '../../fixtures/editions.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

test.beforeEach(async ({ page }) => blockThirdPartyScripts(page));

const article = (slug: string) => `/case-studies/case-study-article/?caseStudy=${slug}`;

// Several axe runs and navigations per test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a case study: carousel, full-size dialog, savings, text, energy saving, products, contact form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(page, '/case-studies?q=cold%20store');
  await page.locator('[data-case-study-card="harbourside-logistics"] a').click();
  await expect(page).toHaveURL(
    /\/case-studies\/case-study-article\/\?caseStudy=harbourside-logistics$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Harbourside Logistics: 74% less energy in a cold store',
  );
  await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'light');
  await expect(page.locator('[data-open-media]')).toHaveCount(2);
  await expect(page.locator('[data-saving]')).toHaveCount(3);
  await expect(page.locator('[data-saving="totalSavings"]')).toContainText('£112,400 a year');
  await expect(page.locator('[data-saving="paybackPeriod"]')).toContainText('1.4 years');
  await expect(page.getByText('Presence detection lights each aisle')).toBeVisible();
  await expect(page.locator('[data-energy-saving] a')).toHaveAttribute('href', '/contact');
  const products = page.getByRole('region', { name: 'Products featured' });
  await expect(products.getByRole('link', { name: 'View range' }).first()).toHaveAttribute(
    'href',
    '/products/high-bays?rangeFilter=ATLAS',
  );

  // The contact form (the marketing-form embed) loads when scrolled to; offline it says so.
  await page.locator('[data-contact-form]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-contact-form] [data-form-status="unavailable"]')).toBeVisible();

  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/case-studies\/case-study-article\/\?caseStudy=harbourside-logistics$/,
  );
  await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(5);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { '@type': string; itemListElement?: { name: string }[] },
  );
  expect(
    ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name),
  ).toEqual(['Home', 'Case studies', 'Harbourside Logistics: 74% less energy in a cold store']);
  await expectNoAxeViolations(page);

  // Full size: 90% of the width, at most 1326 px.
  await page.locator('[data-open-media="0"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('img')).toHaveAttribute('src', /harbourside-logistics-1\.jpg/);
  // Polled: the dialog grows from 97 % as it opens, so a box read then is smaller.
  await expect
    .poll(async () => (await dialog.boundingBox())?.width ?? 0)
    .toBeCloseTo(1366 * 0.9, -1);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.locator('[data-back-to-case-studies]').click();
  await expect(page).toHaveURL(/\/case-studies$/);
});

test('savings boxes show only when present', async ({ page }) => {
  await gotoHydrated(page, article('orchard-row-garden-centre'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Orchard Row');
  await expect(page.locator('[data-savings]')).toHaveCount(0);
  await gotoHydrated(page, article('atlas-self-storage'));
  await expect(page.locator('[data-saving]')).toHaveCount(2);
  await expect(page.locator('[data-saving="assumptions"]')).toHaveCount(0);
});

test('a carousel item that is not a picture plays as a muted, looping autoplay video', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(page, article('atlas-self-storage'));
  await expect(page.locator('[data-open-media]')).toHaveCount(3);
  // The pictures stay pictures (by extension); the .mp4 is a video.
  await expect(page.locator('[data-open-media="0"] img')).toHaveAttribute('src', /-1\.jpg/);
  const clip = page.locator('[data-open-media="2"] video');
  await expect(clip).toHaveAttribute('src', /atlas-self-storage-walkthrough\.mp4$/);
  expect(
    await clip.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      autoplay: v.autoplay,
      loop: v.loop,
      playsInline: v.playsInline,
    })),
  ).toEqual({ muted: true, autoplay: true, loop: true, playsInline: true });
  // The seeded clip is a real, playable file.
  const res = await page.request.get(
    new URL((await clip.getAttribute('src'))!, page.url()).toString(),
  );
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^video\/mp4/);
  await expect
    .poll(() => clip.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);

  // Full size, the video plays in the dialog just the same.
  // Off-screen in the one-per-view carousel: the click goes to the button itself.
  await page.locator('[data-open-media="2"]').dispatchEvent('click');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('video')).toHaveAttribute('src', /walkthrough\.mp4$/);
  expect(await dialog.locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expectNoAxeViolations(page);
});

test('the dialog is 1326 px at most on a wide screen, and the article fits 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await gotoHydrated(page, article('kingfisher-leisure-centre'));
  await page.locator('[data-open-media="0"]').click();
  expect((await page.getByRole('dialog').boundingBox())?.width).toBeLessThanOrEqual(1326);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, article('kingfisher-leisure-centre'));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('a French case study reads in French', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}${article('harbourside-logistics')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Harbourside Logistics : 74 % d’énergie en moins dans un entrepôt frigorifique',
  );
  await expect(page.locator('[data-saving="totalSavings"]')).toContainText('Économies totales');
  await expect(page.locator('[data-back-to-case-studies]')).toHaveText('Retour aux réalisations');
  await expectNoAxeViolations(page);
});

test('no, unknown or impossible slugs redirect to /case-studies', async ({ page }) => {
  for (const q of [
    '',
    '?caseStudy=',
    '?caseStudy=no-such-study',
    `?caseStudy=${'d'.repeat(1000)}`,
    '?caseStudy=%3Cscript%3E',
  ]) {
    const res = await page.goto(`/case-studies/case-study-article/${q}`);
    expect(res?.status(), q).toBe(200);
    await expect(page).toHaveURL(/\/case-studies$/);
  }
});

test('sitemap.xml lists every case study', async ({ request }) => {
  const xml = (await fetchAsBrowser(request, `${editionUrl('uk')}/sitemap.xml`)).body;
  const slugs = [...xml.matchAll(/case-study-article\/\?caseStudy=([\w-]+)<\/loc>/g)].map(
    (m) => m[1],
  );
  expect(new Set(slugs).size).toBe(14);
  expect(xml).toMatch(/<loc>[^<]*\/case-studies<\/loc>/);
});
