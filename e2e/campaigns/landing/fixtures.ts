import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe.ts';
import { pageOverflow } from '../../fixtures/layout.ts';
import { jsonLdOf } from '../../fixtures/seo.ts';
import { gotoHydrated } from '../../fixtures/site.ts';
import { E2E_SITE_URL, editionUrl } from '../../ports.ts';

/** The editions the landing pages are checked in: the en-GB source and its French version. */
export const LANDING_EDITIONS = [
  { locale: 'en-GB', edition: 'uk' },
  { locale: 'fr-FR', edition: 'fr' },
] as const;

/** The UK edition is the site's own address (SITE_URL); the others have their own hosts. */
export const landingOrigin = (edition: 'uk' | 'fr') =>
  edition === 'uk' ? E2E_SITE_URL : editionUrl(edition);

export const LANDING_WIDTHS = [1280, 390] as const;

/** The home page's name in each edition's language (@lumen/i18n `common.home`). */
const HOME = { uk: 'Home', fr: 'Accueil' } as const;

/**
 * Opens a landing page in an edition at a width and checks what every landing page shares:
 * 200, the chrome, the page's h1, the site's SEO (canonical in this edition, the four
 * alternates, a BreadcrumbList from the edition's home page to this one), no sideways scroll
 * and no axe violation.
 */
export async function openLandingPage(
  page: Page,
  opts: { edition: 'uk' | 'fr'; locale: string; width: number; path: string; heading: RegExp },
) {
  await page.setViewportSize({ width: opts.width, height: 900 });
  const origin = landingOrigin(opts.edition);
  const response = await gotoHydrated(page, `${origin}${opts.path}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', opts.locale);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opts.heading);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `${origin}${opts.path}`,
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(alternates).toEqual(['en-GB', 'fr-FR', 'en-AU', 'en-NZ', 'x-default']);
  const breadcrumbs = (await jsonLdOf(page)).filter((d) => d['@type'] === 'BreadcrumbList');
  expect(breadcrumbs).toHaveLength(1);
  const items = breadcrumbs[0]!.itemListElement as {
    position: number;
    name: string;
    item: string;
  }[];
  expect(items.map((i) => [i.position, i.item])).toEqual([
    [1, `${origin}/`],
    [2, `${origin}${opts.path}`],
  ]);
  expect(items[0]!.name).toBe(HOME[opts.edition]);
  expect(items[1]!.name).toMatch(opts.heading);
  expect(await pageOverflow(page)).toBe(0);
}

export async function expectAxeClean(page: Page) {
  await expectNoAxeViolations(page);
}
