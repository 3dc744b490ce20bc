import { expect, test } from '@playwright/test';
import { E2E_SITE_URL, editionUrl } from '../../ports.ts';

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  expect(await res.text()).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`);
});

test('the sitemap lists every page in every language with hreflang alternates', async ({
  request,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  for (const origin of [E2E_SITE_URL, editionUrl('fr'), editionUrl('au'), editionUrl('nz')]) {
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/news`);
  }
  expect(locs).toContain(`${E2E_SITE_URL}/contact/whatsapp-us`);
  // Pages addressed by content slugs, in every language that has them.
  for (const origin of [E2E_SITE_URL, editionUrl('fr')]) {
    expect(locs).toContain(`${origin}/customers/?customer=northgate-retail-park`);
  }
  // A translated slug is listed as the other language's version of the same page.
  expect(locs).toContain(`${E2E_SITE_URL}/products/downlights`);
  expect(locs).toContain(`${editionUrl('fr')}/products/spots-encastres`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="fr-FR" href="${editionUrl('fr')}/products/spots-encastres"/>`,
  );
  expect(locs.some((l) => l.startsWith(`${E2E_SITE_URL}/news/`))).toBe(true);
  expect(locs.some((l) => l.startsWith(`${editionUrl('nz')}/news/`))).toBe(true);
  expect(locs.some((l) => l.includes('/case-studies/case-study-article/?caseStudy='))).toBe(true);
  expect(locs.some((l) => l.startsWith(`${E2E_SITE_URL}/select-range?category=`))).toBe(true);
  // Every product page, with its other-language slug as the alternate.
  const productPage = /^http:\/\/localhost:\d+\/products\/downlights\/[a-z0-9-]+$/;
  expect(locs.filter((l) => productPage.test(l)).length).toBeGreaterThan(50);
  expect(xml).toMatch(
    new RegExp(`hreflang="fr-FR" href="${editionUrl('fr')}/products/spots-encastres/[a-z0-9-]+"`),
  );
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs).not.toContain(`${editionUrl('fr')}/contact/whatsapp-us`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="fr-FR" href="${editionUrl('fr')}/faq"/>`,
  );
});
