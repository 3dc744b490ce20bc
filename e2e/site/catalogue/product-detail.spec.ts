import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import { E2E_API_URL, editionUrl } from '../../ports.ts';
import {
  chooseFrench,
  FRENCH_EDITION,
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
  await expect(page.getByRole('tabpanel')).toContainText('delivers');

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

test('Features and benefits is the product’s own text; the figures are only in Tech specs', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, AURA);
  const res = await request.get(`${E2E_API_URL}/product/part-number?partNumber=DLAUR05-001018`);
  const product = (await res.json()) as { originalLongText: { value: string }[] };
  const longText = product.originalLongText[0]!.value;

  const features = page.getByRole('tabpanel', { name: 'Features and benefits' });
  await expect(features).toBeVisible();
  await expect(features).toHaveText(longText);
  await expect(features.locator('dl, table, h2, h3')).toHaveCount(0);
  const featuresText = (await features.textContent()) ?? '';

  await page.getByRole('tab', { name: 'Tech specs' }).click();
  const specs = page.getByRole('tabpanel', { name: 'Tech specs' });
  const labels = await specs.locator('dt').allTextContents();
  expect(labels.length).toBeGreaterThan(3);
  for (const label of labels) expect(featuresText, label).not.toContain(label);
});

test('on a phone the tab bar scrolls, shows that it does, and every tab is reachable by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, AURA);
  const list = page.getByRole('tablist');
  const bar = list.locator('..');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(6);
  const fits = await list.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, 'six tabs do not fit in 390 px').toBe(false);

  // More tabs to the right: that edge fades; nothing to the left.
  await expect(bar).toHaveAttribute('data-overflow-end', '');
  await expect(bar).not.toHaveAttribute('data-overflow-start');
  await expect(bar.locator('[data-fade=end]')).toHaveCSS('opacity', '1');
  await expect(bar.locator('[data-fade=start]')).toHaveCSS('opacity', '0');

  const isFullyShown = (index: number) =>
    tabs.nth(index).evaluate((tab) => {
      const box = tab.getBoundingClientRect();
      const view = tab.parentElement!.getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1;
    });

  await tabs.first().focus();
  for (let index = 1; index < 6; index++) {
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(index)).toBeFocused();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => isFullyShown(index), `tab ${index} scrolled into view`).toBe(true);
  }
  await expect(page.getByRole('tabpanel', { name: 'Case studies' })).toBeVisible();
  await expect(bar).toHaveAttribute('data-overflow-start', '');
  await expect(bar).not.toHaveAttribute('data-overflow-end');
  await expect(bar.locator('[data-fade=start]')).toHaveCSS('opacity', '1');

  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await expect.poll(() => isFullyShown(0)).toBe(true);
  await expect(bar).toHaveAttribute('data-overflow-end', '');

  // A touch user swipes; the tab bar scrolls itself, not the page.
  await list.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  const pageScroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageScroll).toBeLessThanOrEqual(390);
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

test("'Product Not Available' offers up to 4 similar products that are available in the visitor's country", async ({
  page,
  request,
}) => {
  const hidden = await productHiddenInFrance(request);
  const fr = frenchSlugs(hidden);
  // From the French edition (country 3), where the product is hidden.
  const res = await gotoHydrated(
    page,
    `${editionUrl('fr')}/products/${fr.slugMainCategory}/${fr.slugProduct}`,
  );
  expect(res?.status()).toBe(404);
  const dialog = page.getByRole('alertdialog', { name: 'Produit non disponible' });
  await expect(dialog).toBeVisible();
  const offered = dialog.getByRole('region', {
    name: 'Produits similaires disponibles dans votre pays',
  });
  const cards = offered.getByRole('link');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(1);
  expect(hrefs.length).toBeLessThanOrEqual(4);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/products\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(href).not.toContain(fr.slugProduct);
    // Each is a product page that France shows in full.
    const shown = await request.get(href, { maxRedirects: 0, headers: FRENCH_EDITION });
    expect(shown.status(), href).toBe(200);
    expect(await shown.text(), href).toContain('data-testid="part-number"');
  }
  // Same kin first: the first offer is of the same range.
  await expect(cards.first()).toContainText(hidden.range);
  await expectNoAxeViolations(page);

  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByTestId('part-number')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
