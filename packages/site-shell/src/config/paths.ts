import { matchPath } from 'react-router';

/**
 * Every public route of spec public-site §2, as typed href builders: components and loaders
 * build links here and never write a URL by hand. `pattern` is the React Router path the route
 * module registers in app/routes.ts (for query-addressed pages, the path before the query).
 */

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const seg = (value: string) => encodeURIComponent(value);

/**
 * A page at one fixed address. Written once rather than as an object literal per page: this
 * module is in every page's first script, and each literal repeats its address twice.
 */
const fixedPage = <P extends string>(path: P) => ({ pattern: path, getHref: () => path });

export const paths = {
  home: fixedPage('/'),

  selectRange: {
    pattern: '/select-range',
    getHref: (q: { category: string; categorySlug: string }) => withQuery('/select-range', q),
  },
  products: {
    /** `/products?name=` rewrites to the category slug (spec §2 Product listing). */
    byName: { pattern: '/products', getHref: (name: string) => withQuery('/products', { name }) },
    listing: {
      pattern: '/products/:mainCategory',
      getHref: (
        mainCategory: string,
        q: { sort?: string; rangeFilter?: string; name?: string } = {},
      ) => withQuery(`/products/${seg(mainCategory)}`, q),
    },
    detail: {
      pattern: '/products/:mainCategorySlug/:productSlug',
      getHref: (mainCategorySlug: string, productSlug: string) =>
        `/products/${seg(mainCategorySlug)}/${seg(productSlug)}`,
    },
    /** Alternate detail route that looks the product up and redirects (spec §2). */
    detailsById: {
      pattern: '/products/product-details',
      getHref: (q: { productId: string | number; languageCode: 'en-GB' | 'fr-FR' }) =>
        withQuery('/products/product-details/', q),
    },
  },

  videos: {
    list: fixedPage('/videos'),
    type: {
      pattern: '/videos/:pageSlug',
      /** `video` opens that video's player as the page loads (a search result's link). */
      getHref: (pageSlug: string, q: { video?: string } = {}) =>
        withQuery(`/videos/${seg(pageSlug)}`, q),
    },
  },
  news: {
    list: fixedPage('/news'),
    article: { pattern: '/news/:slug', getHref: (slug: string) => `/news/${seg(slug)}` },
  },
  caseStudies: {
    list: fixedPage('/case-studies'),
    article: {
      pattern: '/case-studies/case-study-article',
      getHref: (caseStudy: string) => withQuery('/case-studies/case-study-article/', { caseStudy }),
    },
  },
  careers: {
    /** `location` is a careers location's orderId; none (Worldwide) lists every vacancy. */
    list: {
      pattern: '/careers',
      getHref: (q: { location?: number } = {}) => withQuery('/careers', q),
    },
    vacancy: {
      pattern: '/careers/vacancy-details',
      getHref: (vacancy: string) => withQuery('/careers/vacancy-details/', { vacancy }),
    },
  },
  /** `category`: the chosen FAQ category ids, comma-separated; none shows them all. */
  faq: {
    pattern: '/faq',
    getHref: (q: { category?: readonly string[] } = {}) =>
      withQuery('/faq', { category: q.category?.join(',') }),
  },
  contact: {
    index: fixedPage('/contact'),
    getInTouch: fixedPage('/contact/get-in-touch'),
    writeToUs: fixedPage('/contact/write-to-us'),
    /** English only: other languages redirect to /contact (spec §2 Contact). */
    whatsAppUs: fixedPage('/contact/whatsapp-us'),
  },
  meetTheTeam: fixedPage('/meet-the-team'),
  ourStory: fixedPage('/our-story'),
  sustainability: fixedPage('/sustainability'),
  privacyPolicy: fixedPage('/privacy-policy'),
  termsConditions: fixedPage('/terms-conditions'),
  customerStory: {
    pattern: '/customers',
    getHref: (customer: string) => withQuery('/customers/', { customer }),
  },
  /** The human-readable site map (spec §2 "Sitemap page"; the spec gives no path). */
  sitemapPage: fixedPage('/sitemap'),
  virtualVisitorCentre: fixedPage('/virtual-visitor-centre'),
  productCatalogue: {
    list: fixedPage('/product-catalogue'),
    viewer: {
      pattern: '/product-catalogue/:slug',
      /** `page` opens the flipbook at that page (a deep link). */
      getHref: (slug: string, q: { page?: number } = {}) =>
        withQuery(`/product-catalogue/${seg(slug)}`, q),
    },
  },
  lightingGuides: {
    list: fixedPage('/lighting-guides'),
    viewer: {
      pattern: '/lighting-guides/:slug',
      getHref: (slug: string, q: { page?: number } = {}) =>
        withQuery(`/lighting-guides/${seg(slug)}`, q),
    },
  },
  vegasCalculator: fixedPage('/vegas-calculator'),

  sitemapXml: fixedPage('/sitemap.xml'),
  robotsTxt: fixedPage('/robots.txt'),

  /**
   * Pages of the campaigns app (spec campaigns-and-admin §2.1, §2.2, §2.4), which the gateway serves
   * from another process: the site links to them with document loads (`isSitePath` is false).
   */
  campaigns: {
    goldenTicket: {
      entry: fixedPage('/goldenticket'),
      instantDraw: fixedPage('/goldenticket/instantdraw'),
      terms: fixedPage('/goldenticket/terms-conditions'),
      /** The older address the entry form also linked to (spec §2.1): the same terms page. */
      termsLegacy: fixedPage('/goldenticket/termsandcondition'),
      winners: fixedPage('/goldenticket/winners'),
    },
    expressLeaderboard: {
      pattern: '/express-leaderboard',
      /** `page` counts from 1 in the address; ALL (no country) is left out. */
      getHref: (q: { page?: number; country?: string } = {}) =>
        withQuery('/express-leaderboard', {
          page: q.page && q.page > 1 ? q.page : undefined,
          country: q.country,
        }),
    },
    /** The World Cup invoice competition (spec §2.4): its promotion page and upload form. */
    worldCup: fixedPage('/world-cup'),
    invoiceUpload: fixedPage('/upload-invoice'),
    // Landing and tool pages (campaigns spec §2.7): in every edition, unlike the promotions.
    onSiteWarranty: fixedPage('/on-site-warranty'),
    lightingDesign: fixedPage('/lighting-design'),
    energySavingCalculator: fixedPage('/energy-saving-calculator'),
    portalLogin: fixedPage('/portal-login'),
    loyaltyApp: fixedPage('/loyalty-app'),
    customisedConversions: fixedPage('/customised-conversions'),
    marketingCollateral: fixedPage('/marketing-collateral'),
    // The Ziigna linear-lighting page (campaigns spec §2.6), in every edition like the above.
    ziignaLinearLighting: fixedPage('/ziigna-linear-lighting'),
    // The linear-lighting builder (campaigns spec §2.6). A configuration is its query, which
    // only the builder reads and writes (its state/url.ts, decision 028).
    ziignaBuilder: fixedPage('/ziigna-linear-lighting/builder'),
  },
} as const;

/**
 * Public pages with a fixed address, for the sitemap. Pages addressed by a content slug are
 * added from content; redirect-only routes (`/products?name=`, product-details) are left out.
 * `englishOnly` pages exist only in the English editions.
 */
export const STATIC_PUBLIC_PAGES: readonly { href: string; englishOnly?: boolean }[] = [
  { href: paths.home.getHref() },
  { href: paths.videos.list.getHref() },
  { href: paths.news.list.getHref() },
  { href: paths.caseStudies.list.getHref() },
  { href: paths.careers.list.getHref() },
  { href: paths.faq.getHref() },
  { href: paths.contact.index.getHref() },
  { href: paths.contact.getInTouch.getHref() },
  { href: paths.contact.writeToUs.getHref() },
  { href: paths.contact.whatsAppUs.getHref(), englishOnly: true },
  { href: paths.meetTheTeam.getHref() },
  { href: paths.ourStory.getHref() },
  { href: paths.sustainability.getHref() },
  { href: paths.privacyPolicy.getHref() },
  { href: paths.termsConditions.getHref() },
  { href: paths.sitemapPage.getHref() },
  { href: paths.virtualVisitorCentre.getHref() },
  { href: paths.productCatalogue.list.getHref() },
  { href: paths.lightingGuides.list.getHref() },
  { href: paths.vegasCalculator.getHref() },
];

/**
 * Campaign pages for the sitemap: English (en-GB) only, as their pages carry only the en-GB
 * alternate (spec §9). The instant-draw result is personal and the older terms address is a
 * duplicate, so neither is listed.
 */
export const CAMPAIGN_PUBLIC_PAGES: readonly { href: string }[] = [
  { href: paths.campaigns.goldenTicket.entry.getHref() },
  { href: paths.campaigns.goldenTicket.terms.getHref() },
  { href: paths.campaigns.goldenTicket.winners.getHref() },
  { href: paths.campaigns.expressLeaderboard.getHref() },
  { href: paths.campaigns.worldCup.getHref() },
  { href: paths.campaigns.invoiceUpload.getHref() },
];

/**
 * The campaigns app's landing and tool pages for the sitemap: unlike the promotions they exist
 * in every edition (four alternates), so the sitemap lists them like the site's own pages. A
 * function, unlike the lists above, so browser bundles (this module is in every page's first
 * script) drop it: only the sitemap calls it.
 */
export function campaignLandingPages(): { href: string }[] {
  const c = paths.campaigns;
  return [
    c.onSiteWarranty,
    c.lightingDesign,
    c.energySavingCalculator,
    c.portalLogin,
    c.loyaltyApp,
    c.customisedConversions,
    c.marketingCollateral,
    c.ziignaLinearLighting,
    c.ziignaBuilder,
  ].map((page) => ({ href: page.getHref() }));
}

type PathNode = { pattern?: string } | { [key: string]: PathNode };

function patternsOf(node: PathNode): string[] {
  if ('pattern' in node && typeof node.pattern === 'string') return [node.pattern];
  return Object.values(node as Record<string, PathNode>).flatMap(patternsOf);
}

/** Pages the site renders; resource routes (sitemap, robots) are files, not pages. */
const PAGE_PATTERNS = patternsOf({
  ...paths,
  sitemapXml: {},
  robotsTxt: {},
  campaigns: {},
} as PathNode);

/** Pages the campaigns app renders. */
const CAMPAIGN_PAGE_PATTERNS = patternsOf(paths.campaigns as PathNode);

/**
 * The predicates' answers by pathname. matchPath compiles its pattern into a RegExp on every
 * call, and every page renders a hundred-odd content links (menus, footer) against ~35
 * patterns: without this, that matching was the largest single cost of a server render
 * (issue 7). The answer for a pathname never changes, so nothing here goes stale.
 */
const PATHNAMES_MAX = 5000;

/** A cached "does this href lead to one of these page patterns" test. */
function pathPredicate(patterns: readonly string[]): (href: string) => boolean {
  const answers = new Map<string, boolean>();
  return (href) => {
    if (!href.startsWith('/') || href.startsWith('//')) return false;
    const pathname = href.split(/[?#]/, 1)[0] ?? '/';
    let known = answers.get(pathname);
    if (known === undefined) {
      known = patterns.some(
        (pattern) => matchPath({ path: pattern, end: true }, pathname) !== null,
      );
      // Bounded: pathnames come from content and visitors' URLs, so the set is open-ended.
      if (answers.size >= PATHNAMES_MAX) answers.clear();
      answers.set(pathname, known);
    }
    return known;
  };
}

/**
 * Whether a link leads to a page of the site app, so the site can navigate to it client-side.
 * Anything else (campaign pages served by the other app behind the gateway, files, other
 * hosts) must be a full document navigation from the site: its router does not know them.
 * Components ask `useIsOwnPath()` (lib/own-paths.tsx), which is this in the site.
 */
export const isSitePath: (href: string) => boolean = pathPredicate(PAGE_PATTERNS);

/**
 * Whether a link leads to a page of the campaigns app: the campaigns app's `isSitePath`.
 * Everything else, the site's pages included, is a document navigation from there.
 */
export const isCampaignPath: (href: string) => boolean = pathPredicate(CAMPAIGN_PAGE_PATTERNS);
