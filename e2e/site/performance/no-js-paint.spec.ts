import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { blockThirdPartyScripts } from '../../fixtures/site.ts';

/*
 * Issue 9, point 1: the largest paint needs no JavaScript. Each page is loaded twice, with
 * JavaScript off and on; what is above the fold (the hero, the heading, the first product
 * pictures) must be visible without it, its pictures loaded, and laid out where the hydrated
 * page has it. A part hidden until mounted, measured on the client, or moved by a late font
 * swap fails here.
 */

const AURA =
  '/products/downlights/aura-5w-fire-rated-downlight-ip44-tunable-white-black-dlaur05-001018';

type Part = { name: string; find: (page: Page) => Locator; isImage?: boolean };

const PAGES: Array<{ name: string; path: string; parts: Part[] }> = [
  {
    name: 'home',
    path: '/',
    parts: [
      // The first slide's picture is the page's largest paint.
      {
        name: 'hero picture',
        find: (p) => p.getByRole('main').getByRole('region').first().locator('img').first(),
        isImage: true,
      },
      {
        name: 'hero heading',
        find: (p) => p.getByRole('main').getByRole('region').first().getByRole('heading').first(),
      },
      { name: 'header', find: (p) => p.getByRole('banner') },
      { name: 'logo', find: (p) => p.getByRole('banner').getByRole('link').first() },
    ],
  },
  {
    name: 'listing',
    path: '/products/downlights',
    parts: [
      { name: 'heading', find: (p) => p.getByRole('heading', { level: 1 }) },
      {
        name: 'first product picture',
        find: (p) => p.getByRole('main').locator('article img').first(),
        isImage: true,
      },
      {
        name: 'second product picture',
        find: (p) => p.getByRole('main').locator('article img').nth(1),
        isImage: true,
      },
    ],
  },
  {
    name: 'product',
    path: AURA,
    parts: [
      { name: 'heading', find: (p) => p.getByRole('heading', { level: 1 }) },
      {
        name: 'product picture',
        find: (p) => p.getByRole('main').locator('article img').first(),
        isImage: true,
      },
    ],
  },
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function measure(
  browser: Browser,
  path: string,
  parts: Part[],
  withJs: boolean,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ javaScriptEnabled: withJs, viewport });
  const page = await context.newPage();
  await blockThirdPartyScripts(page);
  await page.goto(path, { waitUntil: 'load' });
  if (withJs) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Fonts settle before boxes are compared: a swap that moves text shows up as a difference.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
  for (const part of parts) {
    const locator = part.find(page);
    await expect(locator, `${part.name} (JavaScript ${withJs ? 'on' : 'off'})`).toBeVisible();
    if (part.isImage)
      await expect
        .poll(() => locator.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          message: `${part.name} loads (JavaScript ${withJs ? 'on' : 'off'})`,
        })
        .toBeGreaterThan(0);
    const box = await locator.boundingBox();
    expect(box, part.name).not.toBeNull();
    boxes[part.name] = box!;
  }
  await context.close();
  return boxes;
}

for (const { name, path, parts } of PAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${name} at ${viewport.width} px paints its first screen without JavaScript, laid out as with it`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const url = new URL(path, baseURL).toString();
      const withoutJs = await measure(browser, url, parts, false, viewport);
      const withJs = await measure(browser, url, parts, true, viewport);
      for (const part of parts) {
        const a = withoutJs[part.name]!;
        const b = withJs[part.name]!;
        for (const key of ['x', 'y', 'width', 'height'] as const)
          expect(
            Math.abs(a[key] - b[key]),
            `${part.name}: ${key} without JS ${a[key]}, with JS ${b[key]}`,
          ).toBeLessThanOrEqual(1);
      }
    });
  }
}
