import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { expectPageSeo } from '../../fixtures/seo.ts';
import { blockThirdPartyScripts, gotoHydrated } from '../../fixtures/site.ts';
import { editionUrl } from '../../ports.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const FULL = '/product-catalogue/full-catalogue-2026';

// Each test visits several pages and runs axe on each: more than the default minute on a busy
// 2-core machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await blockThirdPartyScripts(page);
  // The hosted flipbook cannot load here; the frame's address is what the tests check.
  await page.route(/^https:\/\/online\.flippingbook\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>flipbook</title>' }),
  );
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`/product-catalogue groups the catalogues by year, newest first, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const res = await gotoHydrated(page, '/product-catalogue');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product catalogues');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      '2026',
      '2025',
    ]);
    const years = page.getByTestId('catalogue-year');
    await expect(years.nth(0).getByTestId('catalogue')).toHaveCount(2);
    await expect(years.nth(1).getByTestId('catalogue')).toHaveCount(1);
    await expect(years.nth(0).getByTestId('catalogue').first()).toContainText('434 pages');
    await expectPageSeo(page, '/product-catalogue');
    await expectNoAxeViolations(page);

    // Download opens the catalogue's marketing form in a dialog (its script cannot load here).
    const download = years.nth(0).getByRole('button', { name: 'Download' }).first();
    await download.click();
    const dialog = page.getByRole('dialog', { name: 'Download: Lumen Lighting catalogue 2026' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-form-status]')).toHaveAttribute(
      'data-form-status',
      'unavailable',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(download).toBeFocused();

    await years.nth(1).getByRole('link', { name: 'View online' }).click();
    await expect(page).toHaveURL(/\/product-catalogue\/full-catalogue-2025$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Lumen Lighting catalogue 2025',
    );
  });
}

test('/product-catalogue in French', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}/product-catalogue`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogues produits');
  await expect(page.getByRole('link', { name: 'Voir en ligne' }).first()).toHaveAttribute(
    'href',
    FULL,
  );
  await page.getByRole('button', { name: 'Télécharger' }).first().click();
  await expect(
    page.getByRole('dialog', { name: 'Télécharger\u00a0: Catalogue Lumen Lighting 2026' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('opening page 200 of the 434-page catalogue loads at most 6 page images; keys flip and the address follows', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const pageImages: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image' && req.url().includes('/catalogue-pages/'))
      pageImages.push(new URL(req.url()).pathname);
  });
  const res = await gotoHydrated(page, `${FULL}?page=200`);
  expect(res?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  const counter = page.getByTestId('page-counter');
  await expect(counter).toHaveText('Pages 200–201 of 434');
  // The spread in view and the next one, nothing else.
  expect(pageImages.length, pageImages.join(', ')).toBeLessThanOrEqual(6);
  expect(pageImages).toEqual(
    expect.arrayContaining([
      '/media/content/catalogue-pages/full-catalogue-2026-200.webp',
      '/media/content/catalogue-pages/full-catalogue-2026-201.webp',
    ]),
  );
  const pages = page.getByTestId('flipbook').getByRole('img');
  await expect(pages).toHaveCount(2);
  await expect(pages.first()).toHaveAttribute('alt', 'Lumen Lighting catalogue 2026, page 200');
  await expect(pages.first()).toHaveJSProperty('complete', true);
  expect(await pages.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expectPageSeo(page, FULL);
  await expectNoAxeViolations(page);

  const book = page.getByTestId('flipbook');
  await book.focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Pages 202–203 of 434');
  await expect(page).toHaveURL(/\?page=202$/);
  // Two presses at once are two turns: the second does not wait for the first to render.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('Pages 198–199 of 434');
  await expect(page).toHaveURL(/\?page=198$/);
  await page.keyboard.press('End');
  await expect(counter).toHaveText('Page 434 of 434');
  await expect(page).toHaveURL(/\?page=434$/);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(counter).toHaveText('Page 1 of 434');
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(counter).toHaveText('Pages 2–3 of 434');
  // Turning pages replaces the address: Back leaves the catalogue, not page by page.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

  // The deep link works as an address of its own.
  await gotoHydrated(page, `${FULL}?page=57`);
  await expect(counter).toHaveText('Pages 56–57 of 434');

  // Zoom in and out.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByTestId('zoom')).toHaveText('150%');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByTestId('zoom')).toHaveText('100%');

  // Go to a page by number.
  await page.getByLabel('Go to page').fill('300');
  await page.getByLabel('Go to page').press('Enter');
  await expect(counter).toHaveText('Pages 300–301 of 434');
  await expect(page).toHaveURL(/\?page=300$/);
});

test('on a phone the flipbook shows one page and turns it with a swipe', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const pageImages = new Set<string>();
  page.on('request', (req) => {
    if (req.url().includes('/catalogue-pages/')) pageImages.add(new URL(req.url()).pathname);
  });
  await gotoHydrated(page, `${FULL}?page=10`);
  await page.waitForLoadState('networkidle');
  const counter = page.getByTestId('page-counter');
  await expect(counter).toHaveText('Page 10 of 434');
  // The page in view and the next one: not the wide screen's next spread (12–13).
  expect([...pageImages].sort()).toEqual([
    '/media/content/catalogue-pages/full-catalogue-2026-010.webp',
    '/media/content/catalogue-pages/full-catalogue-2026-011.webp',
  ]);
  await expect(page.getByTestId('flipbook').getByRole('img')).toHaveCount(1);
  const stage = page.getByTestId('flipbook-stage');
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  const swipe = async (fromX: number, toX: number) => {
    await stage.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      isPrimary: true,
      clientX: fromX,
      clientY: y,
    });
    await stage.dispatchEvent('pointerup', {
      pointerType: 'touch',
      isPrimary: true,
      clientX: toX,
      clientY: y,
    });
  };
  await swipe(box.x + box.width - 20, box.x + 20);
  await expect(counter).toHaveText('Page 11 of 434');
  await expect(page).toHaveURL(/\?page=11$/);
  await swipe(box.x + 20, box.x + box.width - 20);
  await expect(counter).toHaveText('Page 10 of 434');
  await expectNoAxeViolations(page);
});

test('the flipbook in French, and odd ?page= values read as a real page', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}${FULL}?page=abc`);
  await expect(page.getByTestId('page-counter')).toHaveText('Page 1 sur 434');
  await gotoHydrated(page, `${editionUrl('fr')}${FULL}?page=99999`);
  await expect(page.getByTestId('page-counter')).toHaveText('Page 434 sur 434');
  await expect(page.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a catalogue with a hosted edition shows its frame instead of the flipbook', async ({
  page,
}) => {
  await gotoHydrated(page, '/product-catalogue/emergency-lighting-2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Emergency lighting catalogue 2026',
  );
  await expect(page.getByTestId('catalogue-frame')).toHaveAttribute(
    'src',
    'https://online.flippingbook.com/view/lumen-emergency-2026/',
  );
  await expect(page.getByTestId('flipbook')).toHaveCount(0);
  // The download icon opens the catalogue's form here too.
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('an unknown or missing catalogue or guide redirects to its list', async ({ page }) => {
  for (const [path, list] of [
    ['/product-catalogue/no-such-catalogue', /\/product-catalogue$/],
    [`/product-catalogue/${'x'.repeat(1000)}`, /\/product-catalogue$/],
    ['/product-catalogue/%3Cscript%3Ealert(1)%3C%2Fscript%3E', /\/product-catalogue$/],
    ['/lighting-guides/no-such-guide', /\/lighting-guides$/],
    ["/lighting-guides/'%20OR%201=1--", /\/lighting-guides$/],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path.slice(0, 40)).toBe(200);
    await expect(page, path.slice(0, 40)).toHaveURL(list);
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`/lighting-guides lists the guides with a PDF and a viewer at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const res = await gotoHydrated(page, '/lighting-guides');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting guides');
    await expect(page.getByTestId('brochures').getByRole('heading', { level: 2 })).toHaveCount(4);
    const pdf = page.getByRole('link', { name: 'Download PDF' }).first();
    await expect(pdf).toHaveAttribute(
      'href',
      '/media/content/brochure-files/office-lighting-guide.pdf',
    );
    const file = await request.get(`${(await pdf.getAttribute('href'))!}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectPageSeo(page, '/lighting-guides');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'View online' }).nth(1).click();
    await expect(page).toHaveURL(/\/lighting-guides\/warehouse-lighting-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warehouse lighting guide');
    await expect(page.getByTestId('page-counter')).toHaveText('Page 1 of 12');
    await expectPageSeo(page, '/lighting-guides/warehouse-lighting-guide');
    await expectNoAxeViolations(page);
  });
}

test('/lighting-guides in French', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}/lighting-guides/school-lighting-guide?page=3`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Guide de l’éclairage des écoles',
  );
  await expect(page.getByTestId('page-counter')).toHaveText('Pages 2–3 sur 12');
  await expect(page.getByRole('link', { name: /Retour aux guides/ })).toHaveAttribute(
    'href',
    '/lighting-guides',
  );
  await expectNoAxeViolations(page);
});

test('/vegas-calculator frames the calculator 2000 px high, and it calculates', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const res = await gotoHydrated(page, '/vegas-calculator');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LED savings calculator');
  const frameEl = page.getByTestId('vegas-frame');
  expect(Math.round((await frameEl.boundingBox())!.height)).toBe(2000);
  await expectPageSeo(page, '/vegas-calculator');
  const frame = page.frameLocator('[data-testid=vegas-frame]');
  // 50 fittings from 70 W to 24 W, 10 h a day, 260 days: 5,980 kWh; at £0.28, £1,674 a year.
  await expect(frame.locator('#energySaved')).toHaveText('5,980 kWh');
  await expect(frame.locator('#moneySaved')).toHaveText('£1,674');
  await expect(frame.locator('#payback')).toHaveText('16.1 months');
  await frame.getByLabel('Number of fittings').fill('100');
  await expect(frame.locator('#energySaved')).toHaveText('11,960 kWh');
  await frame.getByLabel('Number of fittings').fill('-4');
  await expect(frame.getByRole('alert')).toContainText('Check the marked fields');
  await expect(frame.locator('#energySaved')).toHaveText('–');
  await expectNoAxeViolations(page);
});

test('/vegas-calculator in French', async ({ page }) => {
  await gotoHydrated(page, `${editionUrl('fr')}/vegas-calculator`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculateur d’économies LED');
  const frame = page.frameLocator('[data-testid=vegas-frame]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Calculateur d’économies LED');
  await expect(frame.locator('#moneySaved')).toHaveText(/1\u202f495\u00a0€/);
});

test('sitemap.xml lists every video type, catalogue and guide page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/videos',
    '/videos/installation-guides',
    '/videos/webinars',
    '/product-catalogue',
    '/product-catalogue/full-catalogue-2026',
    '/product-catalogue/emergency-lighting-2026',
    '/product-catalogue/full-catalogue-2025',
    '/lighting-guides',
    '/lighting-guides/office-lighting-guide',
    '/lighting-guides/school-lighting-guide',
    '/vegas-calculator',
  ])
    expect(xml, path).toContain(`${path}</loc>`);
});
