import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import {
  chooseFrench,
  frenchSlugs,
  productHiddenInFrance,
  productShownEverywhere,
} from '../../fixtures/catalogue.ts';

const AURA =
  '/products/downlights/aura-5w-fire-rated-downlight-ip44-tunable-white-black-dlaur05-001018';

test('the product page: breadcrumb, picture, part number, title, chips, badges and JSON-LD', async ({
  page,
}) => {
  const res = await gotoHydrated(page, AURA);
  expect(res?.status()).toBe(200);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText([
    'Home',
    '/Products',
    '/Downlights',
    /\/AURA 5W Fire Rated Downlight/,
  ]);
  await expect(page.getByTestId('part-number')).toHaveText('DLAUR05-001018');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^AURA 5W Fire Rated Downlight/);
  await expect(page.getByRole('img', { name: /part number DLAUR05-001018/ })).toHaveAttribute(
    'src',
    '/thumb/11018/dlaur05-001018.jpg?width=600&height=600',
  );
  await expect(page.getByTestId('feature-chips').getByRole('listitem')).not.toHaveCount(0);
  const badges = await page
    .locator('[data-badge]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-badge')));
  expect(badges).toEqual(expect.arrayContaining(['warranty', 'ip', 'ik', 'lifetime']));

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@type': string }));
  const types = jsonLd.map((d) => d['@type']);
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  expect(jsonLd.find((d) => d['@type'] === 'Product')).toMatchObject({ sku: 'DLAUR05-001018' });
  await expect(page.locator('link[rel=alternate][hreflang=fr-FR]')).toHaveAttribute(
    'href',
    /\/products\/spots-encastres\/aura-spot-coupe-feu-5w-ip44-blanc-dynamique-noir-dlaur05-001018$/,
  );
  await expectNoAxeViolations(page);
});

test('six tabs in content order, each opening its panel; tech specs in two columns', async ({
  page,
}) => {
  await gotoHydrated(page, AURA);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    'Features and benefits',
    'Tech specs',
    'Downloads',
    'Accessories',
    'How-to videos',
    'Case studies',
  ]);
  await expect(page.getByRole('tabpanel')).toContainText('Electrical');

  await tabs.nth(1).click();
  await expect(page.locator('[data-column=Left]')).toContainText('Power');
  await expect(page.locator('[data-column=Right]')).toContainText('IP44');

  await tabs.nth(2).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/media\/documents\/.+\.pdf$/,
  );

  await tabs.nth(3).click();
  const accessory = page.getByTestId('accessories').locator('img').first();
  await expect(accessory).toHaveAttribute('src', /width=500&height=500$/);

  await tabs.nth(5).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/case-studies\/case-study-article\/\?caseStudy=[a-z0-9-]+$/,
  );
  await expectNoAxeViolations(page);
});

test('a how-to video plays in the 800x500 dialog; closing it stops it', async ({ page }) => {
  await gotoHydrated(page, AURA);
  await page.getByRole('tab', { name: 'How-to videos' }).click();
  await page.getByRole('button', { name: /How to fit an AURA fire-rated downlight/ }).click();
  const dialog = page.getByRole('dialog', { name: 'How to fit an AURA fire-rated downlight' });
  await expect(dialog).toBeVisible();
  // Measured once its opening animation (a slight zoom) is over.
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await dialog.boundingBox();
  expect(Math.round(box!.width)).toBe(800);
  expect(Math.round(box!.height)).toBe(500);
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('Similar Products shows other products of the range, 4 per view on a desktop', async ({
  page,
}) => {
  await gotoHydrated(page, AURA);
  const carousel = page.getByRole('region', { name: 'Similar Products' });
  await expect(carousel).toBeVisible();
  const slides = carousel.getByRole('group');
  await expect(slides.first()).toBeVisible();
  const widths = await slides.evaluateAll((els) =>
    els.slice(0, 2).map((e) => e.getBoundingClientRect().width),
  );
  // The track: the arrows sit in gutters of their own, beside it.
  const track = await carousel.locator('[data-carousel]').boundingBox();
  expect(widths[0]! * 4).toBeLessThanOrEqual(track!.width + 1);
  expect(widths[0]! * 4).toBeGreaterThan(track!.width * 0.9);
  await expect(carousel.getByRole('link', { name: /DLAUR05-001018/ })).toHaveCount(0);
});

test("a product hidden in the visitor's country shows the blocking 'Product Not Available' dialog", async ({
  page,
  context,
  request,
}) => {
  const hidden = await productHiddenInFrance(request);
  await chooseFrench(context);
  const fr = frenchSlugs(hidden);
  const res = await gotoHydrated(page, `/products/${fr.slugMainCategory}/${fr.slugProduct}`);
  expect(res?.status()).toBe(404);
  const dialog = page.getByRole('alertdialog', { name: 'Produit non disponible' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Ce produit n’est pas disponible dans votre pays. Découvrez des produits similaires disponibles.',
  );
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/products\/spots-encastres$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spots encastrés');
});

test('an English visitor sees the same product in full, and its French slug redirects', async ({
  page,
  request,
}) => {
  const hidden = await productHiddenInFrance(request);
  const fr = frenchSlugs(hidden);
  await gotoHydrated(page, `/products/${fr.slugMainCategory}/${fr.slugProduct}`);
  await expect(page).toHaveURL(
    new RegExp(`/products/${hidden.slugMainCategory}/${hidden.slugProduct}$`),
  );
  await expect(page.getByTestId('part-number')).toHaveText(hidden.partnumberManufacturer);
  const shown = await productShownEverywhere(request);
  expect(shown.partnumberManufacturer).not.toBe(hidden.partnumberManufacturer);
});
