import { expect, test, type APIRequestContext } from '@playwright/test';
import { EDITIONS, fetchAsBrowser } from '../../fixtures/editions.ts';
import { E2E_SITE_URL, editionUrl } from '../../ports.ts';
import { isCampaignPath, isServedCampaignPage } from '../campaign-paths.ts';

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  expect(await res.text()).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`);
});

async function sitemap(request: APIRequestContext) {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  const unescape = (s: string) => s.replaceAll('&amp;', '&');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescape(m[1] ?? ''));
  return { xml, locs };
}

/** The edition origin a listed address belongs to (the UK edition is the default host). */
const originOf = (loc: string) => new URL(loc).origin;
const isProductPage = (loc: string) => /^\/products\/[^/]+\/[^/]+$/.test(new URL(loc).pathname);

test('the sitemap lists every page in every language with hreflang alternates', async ({
  request,
}) => {
  const { xml, locs } = await sitemap(request);
  for (const origin of [E2E_SITE_URL, editionUrl('fr'), editionUrl('au'), editionUrl('nz')])
    expect(locs).toContain(`${origin}/`);
  // A translated slug is listed as the other language's version of the same page.
  expect(locs).toContain(`${E2E_SITE_URL}/products/downlights`);
  expect(locs).toContain(`${editionUrl('fr')}/products/spots-encastres`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="fr-FR" href="${editionUrl('fr')}/products/spots-encastres"/>`,
  );
  expect(locs).toContain(
    `${E2E_SITE_URL}/select-range?category=Downlights&categorySlug=downlights`,
  );
  expect(locs).toContain(
    `${editionUrl('fr')}/select-range?category=Spots+encastr%C3%A9s&categorySlug=spots-encastres`,
  );
  // Every product page, with its other-language slug as the alternate.
  const productPage = /^http:\/\/localhost:\d+\/products\/downlights\/[a-z0-9-]+$/;
  expect(locs.filter((l) => productPage.test(l)).length).toBeGreaterThan(50);
  expect(xml).toMatch(
    new RegExp(`hreflang="fr-FR" href="${editionUrl('fr')}/products/spots-encastres/[a-z0-9-]+"`),
  );
  expect(new Set(locs).size).toBe(locs.length);
});

test('the sitemap lists the content pages and the campaigns app’s pages in English', async ({
  request,
}) => {
  const { locs } = await sitemap(request);
  for (const path of ['/news', '/faq', '/contact/whatsapp-us', '/videos', '/sitemap'])
    expect(locs).toContain(`${E2E_SITE_URL}${path}`);
  for (const section of ['news', 'case-studies'])
    expect(
      locs.some((l) => l.startsWith(`${E2E_SITE_URL}/${section}/`)),
      section,
    ).toBe(true);
  // Campaign pages are listed once they are served: the promotions on the en-GB edition only
  // (campaigns §9), the landing pages (the builder among them) in every edition.
  const campaignLocs = locs.filter((l) => isCampaignPath(new URL(l).pathname));
  for (const loc of campaignLocs)
    expect(isServedCampaignPage(new URL(loc).pathname), loc).toBe(true);
  const pathsOn = (origin: string) =>
    campaignLocs
      .filter((l) => originOf(l) === origin)
      .map((l) => new URL(l).pathname)
      .sort();
  const landing = [
    '/customised-conversions',
    '/energy-saving-calculator',
    '/lighting-design',
    '/loyalty-app',
    '/marketing-collateral',
    '/on-site-warranty',
    '/portal-login',
    '/ziigna-linear-lighting',
    '/ziigna-linear-lighting/builder',
  ];
  expect(pathsOn(E2E_SITE_URL)).toEqual(
    [
      ...landing,
      '/express-leaderboard',
      '/goldenticket',
      '/goldenticket/terms-conditions',
      '/goldenticket/winners',
      '/upload-invoice',
      '/world-cup',
    ].sort(),
  );
  for (const edition of ['fr', 'au', 'nz'] as const)
    expect(pathsOn(editionUrl(edition)), edition).toEqual(landing);
});

for (const edition of EDITIONS) {
  test(`every page the sitemap lists for the ${edition} edition answers 200`, async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const { locs } = await sitemap(request);
    const origin = edition === 'uk' ? E2E_SITE_URL : editionUrl(edition);
    const mine = locs.filter((l) => originOf(l) === origin);
    const products = mine.filter(isProductPage);
    const others = mine.filter((l) => !isProductPage(l));
    expect(others.length).toBeGreaterThan(10);
    expect(products.length).toBeGreaterThan(100);
    // Every other page, and 20 product pages spread over the whole list.
    const step = Math.floor(products.length / 20);
    const sample = Array.from({ length: 20 }, (_, i) => products[i * step] ?? '');
    const failures: string[] = [];
    for (const loc of [...others, ...sample]) {
      const res = await fetchAsBrowser(request, loc, { maxRedirects: 0 });
      if (res.status !== 200) failures.push(`${res.status} ${loc}`);
    }
    expect(failures).toEqual([]);
  });
}
