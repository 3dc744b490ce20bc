import type * as ReactRouter from 'react-router';
import { matchPath } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_PUBLIC_PAGES,
  campaignLandingPages,
  isCampaignPath,
  isSitePath,
  paths,
  STATIC_PUBLIC_PAGES,
} from '#src/config/paths.ts';

// The real matchPath, counted: isSitePath must not match a pathname it already answered.
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>();
  return { ...actual, matchPath: vi.fn(actual.matchPath) };
});

describe('paths', () => {
  it('builds the spec routes, encoding what comes from content', () => {
    expect(
      paths.selectRange.getHref({ category: 'Panels & Troffers', categorySlug: 'panels' }),
    ).toBe('/select-range?category=Panels+%26+Troffers&categorySlug=panels');
    expect(paths.products.byName.getHref('Emergency Lighting')).toBe(
      '/products?name=Emergency+Lighting',
    );
    expect(
      paths.products.listing.getHref('downlights', { rangeFilter: 'VEGA', sort: undefined }),
    ).toBe('/products/downlights?rangeFilter=VEGA');
    expect(paths.products.detail.getHref('downlights', 'vega 10w/ip65')).toBe(
      '/products/downlights/vega%2010w%2Fip65',
    );
    expect(paths.products.detailsById.getHref({ productId: 42, languageCode: 'fr-FR' })).toBe(
      '/products/product-details/?productId=42&languageCode=fr-FR',
    );
    expect(paths.caseStudies.article.getHref('city-hall')).toBe(
      '/case-studies/case-study-article/?caseStudy=city-hall',
    );
    expect(paths.careers.vacancy.getHref('sales')).toBe('/careers/vacancy-details/?vacancy=sales');
    expect(paths.customerStory.getHref('acme')).toBe('/customers/?customer=acme');
    expect(paths.news.article.getHref('new-range')).toBe('/news/new-range');
  });

  it('lists each fixed public page once, WhatsApp for English only', () => {
    const hrefs = STATIC_PUBLIC_PAGES.map((p) => p.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toContain('/');
    expect(STATIC_PUBLIC_PAGES.find((p) => p.href === '/contact/whatsapp-us')?.englishOnly).toBe(
      true,
    );
  });
});

describe('isSitePath', () => {
  it('knows the pages of this app, with their queries and trailing slashes', () => {
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('/products/downlights?rangeFilter=AURA')).toBe(true);
    expect(isSitePath('/select-range?category=Panels&categorySlug=panels')).toBe(true);
    expect(isSitePath('/customers/?customer=acme')).toBe(true);
    expect(isSitePath('/news/new-range#top')).toBe(true);
  });

  it('leaves campaign pages, files, other hosts and unknown paths to the browser', () => {
    expect(isSitePath('/goldenticket')).toBe(false);
    expect(isSitePath('/ziigna-linear-lighting/builder')).toBe(false);
    expect(isSitePath('/sitemap.xml')).toBe(false);
    expect(isSitePath('/media/content/certificates/iso-9001.jpg')).toBe(false);
    expect(isSitePath('https://www.example.com/')).toBe(false);
    expect(isSitePath('//www.example.com/')).toBe(false);
    expect(isSitePath('/news/a/b')).toBe(false);
  });

  it('matches a pathname against the routes once, whatever its query (issue 7: render cost)', () => {
    expect(isSitePath('/products/panels?sort=a-zSort')).toBe(true);
    expect(isSitePath('/campaign-once')).toBe(false);
    vi.mocked(matchPath).mockClear();
    expect(isSitePath('/products/panels')).toBe(true);
    expect(isSitePath('/products/panels#top')).toBe(true);
    expect(isSitePath('/campaign-once?x=1')).toBe(false);
    expect(matchPath).not.toHaveBeenCalled();
  });
});

describe('isCampaignPath', () => {
  it('answers for the campaigns app’s pages only', () => {
    expect(isCampaignPath('/goldenticket')).toBe(true);
    expect(isCampaignPath('/goldenticket/winners')).toBe(true);
    expect(isCampaignPath('/goldenticket/termsandcondition')).toBe(true);
    expect(isCampaignPath('/express-leaderboard?page=2&country=IRELAND')).toBe(true);
    expect(isCampaignPath('/world-cup')).toBe(true);
    expect(isCampaignPath('/upload-invoice')).toBe(true);
    expect(isCampaignPath('/ziigna-linear-lighting#combination-standalone')).toBe(true);
    expect(isCampaignPath('/')).toBe(false);
    expect(isCampaignPath('/contact')).toBe(false);
    expect(isCampaignPath('/goldenticketdraw')).toBe(false);
    expect(isCampaignPath('//goldenticket')).toBe(false);
  });

  it('lists the public campaign pages for the sitemap, never a site page', () => {
    expect(CAMPAIGN_PUBLIC_PAGES.map((p) => p.href)).toEqual([
      '/goldenticket',
      '/goldenticket/terms-conditions',
      '/goldenticket/winners',
      '/express-leaderboard',
      '/world-cup',
      '/upload-invoice',
    ]);
    for (const { href } of CAMPAIGN_PUBLIC_PAGES) expect(isSitePath(href)).toBe(false);
  });

  it('lists the landing pages for every edition, served by the campaigns app', () => {
    expect(campaignLandingPages().map((p) => p.href)).toContain('/on-site-warranty');
    expect(campaignLandingPages().map((p) => p.href)).toContain('/ziigna-linear-lighting');
    for (const { href } of campaignLandingPages()) {
      expect(isCampaignPath(href)).toBe(true);
      expect(isSitePath(href)).toBe(false);
    }
  });

  it('knows the builder’s address, with or without a configuration, as the campaigns app’s', () => {
    expect(paths.campaigns.ziignaBuilder.getHref()).toBe('/ziigna-linear-lighting/builder');
    expect(isCampaignPath('/ziigna-linear-lighting/builder?style=shape')).toBe(true);
    expect(isSitePath('/ziigna-linear-lighting/builder')).toBe(false);
    expect(campaignLandingPages().map((p) => p.href)).toContain('/ziigna-linear-lighting/builder');
  });

  it('builds leaderboard addresses with the page counted from 1 and no default values', () => {
    expect(paths.campaigns.expressLeaderboard.getHref()).toBe('/express-leaderboard');
    expect(paths.campaigns.expressLeaderboard.getHref({ page: 1 })).toBe('/express-leaderboard');
    expect(paths.campaigns.expressLeaderboard.getHref({ page: 3, country: 'IRELAND' })).toBe(
      '/express-leaderboard?page=3&country=IRELAND',
    );
  });
});
