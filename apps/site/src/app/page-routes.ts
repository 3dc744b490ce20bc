import { matchPath } from 'react-router';
import { paths } from '@lumen/site-shell/config/paths.ts';

export type PageRoute = {
  /** The layout that gives the page its header: default (dark), detail (light), empty. */
  layout: 'default' | 'detail' | 'empty';
  /** Its pattern in paths.ts. */
  pattern: string;
  /** Its route module, relative to src/app. */
  file: string;
};

/**
 * The pages this app serves. The route table (routes.ts) is built from this list and the
 * sitemap keeps only addresses that match it, so it never lists a page that is not built
 * (paths.ts names every page of the spec); a page is listed from the day it is added here.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { layout: 'default', pattern: paths.home.pattern, file: 'routes/home.tsx' },
  {
    layout: 'default',
    pattern: paths.products.listing.pattern,
    file: 'routes/product-listing.tsx',
  },
  { layout: 'detail', pattern: paths.selectRange.pattern, file: 'routes/select-range.tsx' },
  { layout: 'detail', pattern: paths.products.detail.pattern, file: 'routes/product-detail.tsx' },
  // Careers, FAQ, meet the team, our story (issue 10).
  { layout: 'default', pattern: paths.careers.list.pattern, file: 'routes/careers.tsx' },
  { layout: 'detail', pattern: paths.careers.vacancy.pattern, file: 'routes/vacancy-details.tsx' },
  { layout: 'default', pattern: paths.faq.pattern, file: 'routes/faq.tsx' },
  { layout: 'detail', pattern: paths.meetTheTeam.pattern, file: 'routes/meet-the-team.tsx' },
  { layout: 'default', pattern: paths.ourStory.pattern, file: 'routes/our-story.tsx' },
  // Videos, catalogues and lighting guides (issue 10).
  { layout: 'default', pattern: paths.videos.list.pattern, file: 'routes/videos.tsx' },
  { layout: 'default', pattern: paths.videos.type.pattern, file: 'routes/video-type.tsx' },
  {
    layout: 'default',
    pattern: paths.productCatalogue.list.pattern,
    file: 'routes/product-catalogue.tsx',
  },
  {
    layout: 'detail',
    pattern: paths.productCatalogue.viewer.pattern,
    file: 'routes/catalogue-viewer.tsx',
  },
  {
    layout: 'default',
    pattern: paths.lightingGuides.list.pattern,
    file: 'routes/lighting-guides.tsx',
  },
  {
    layout: 'detail',
    pattern: paths.lightingGuides.viewer.pattern,
    file: 'routes/guide-viewer.tsx',
  },
  { layout: 'detail', pattern: paths.vegasCalculator.pattern, file: 'routes/vegas-calculator.tsx' },
  // News and case studies (issue 10)
  { layout: 'default', pattern: paths.news.list.pattern, file: 'routes/news.tsx' },
  { layout: 'detail', pattern: paths.news.article.pattern, file: 'routes/news-article.tsx' },
  { layout: 'default', pattern: paths.caseStudies.list.pattern, file: 'routes/case-studies.tsx' },
  {
    layout: 'detail',
    pattern: paths.caseStudies.article.pattern,
    file: 'routes/case-study-article.tsx',
  },
  // Contact, policies, sustainability and the visitor centre (issue 10).
  { layout: 'default', pattern: paths.contact.index.pattern, file: 'routes/contact.tsx' },
  {
    layout: 'default',
    pattern: paths.contact.getInTouch.pattern,
    file: 'routes/contact-get-in-touch.tsx',
  },
  {
    layout: 'default',
    pattern: paths.contact.writeToUs.pattern,
    file: 'routes/contact-write-to-us.tsx',
  },
  {
    layout: 'default',
    pattern: paths.contact.whatsAppUs.pattern,
    file: 'routes/contact-whatsapp-us.tsx',
  },
  { layout: 'default', pattern: paths.sustainability.pattern, file: 'routes/sustainability.tsx' },
  { layout: 'default', pattern: paths.privacyPolicy.pattern, file: 'routes/privacy-policy.tsx' },
  {
    layout: 'default',
    pattern: paths.termsConditions.pattern,
    file: 'routes/terms-conditions.tsx',
  },
  { layout: 'default', pattern: paths.sitemapPage.pattern, file: 'routes/sitemap-page.tsx' },
  {
    layout: 'default',
    pattern: paths.virtualVisitorCentre.pattern,
    file: 'routes/virtual-visitor-centre.tsx',
  },
  { layout: 'default', pattern: paths.customerStory.pattern, file: 'routes/customer-story.tsx' },
];

/** Whether an address (path and query) is one of the pages above. */
export function isServedPage(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? '/';
  return PAGE_ROUTES.some(
    (page) => matchPath({ path: page.pattern, end: true }, pathname) !== null,
  );
}
