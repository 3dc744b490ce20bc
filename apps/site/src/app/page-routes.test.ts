import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { isServedPage, PAGE_ROUTES } from './page-routes.ts';
import routes from './routes.ts';

/** Every page route of the table (under a layout), as "/pattern file". */
function pagesOf(entries: readonly RouteConfigEntry[], inLayout = false): string[] {
  return entries.flatMap((entry) => {
    if (!entry.path && !entry.index) return pagesOf(entry.children ?? [], true);
    if (!inLayout || entry.path === '*') return [];
    return [`/${entry.path ?? ''} ${entry.file}`];
  });
}

describe('page routes', () => {
  it('are exactly the pages of the route table', () => {
    expect(pagesOf(routes).sort()).toEqual(
      PAGE_ROUTES.map((page) => `${page.pattern} ${page.file}`).sort(),
    );
  });

  it('tell an address of a built page from one whose route does not exist yet', () => {
    for (const href of [
      '/',
      '/products/downlights',
      '/products/spots-encastres/aura-spot-dlaur06-000001',
      '/select-range?category=Downlights&categorySlug=downlights',
      '/videos',
      '/videos/installation-guides',
      '/product-catalogue/full-catalogue-2026?page=200',
      '/lighting-guides/office-lighting-guide',
      '/vegas-calculator',
      '/news',
      '/news/luxlive-2025',
      '/case-studies',
      '/case-studies/case-study-article/?caseStudy=pennine-foods',
    ])
      expect(isServedPage(href), href).toBe(true);
    for (const href of [
      '/customers/?customer=northgate-retail-park',
      '/contact/whatsapp-us',
      '/privacy-policy',
      '/sitemap',
      '/careers',
      '/faq',
      '/meet-the-team',
      '/our-story',
    ])
      expect(isServedPage(href), href).toBe(true);
    for (const href of [
      '/lighting-design',
      '/contact/whatsapp-us/more',
      '/products/downlights/x/y',
      '/sitemap.xml',
    ])
      expect(isServedPage(href), href).toBe(false);
  });
});
