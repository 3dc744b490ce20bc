import { matchPath } from 'react-router';
import { paths } from '#src/config/paths.ts';

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
];

/** Whether an address (path and query) is one of the pages above. */
export function isServedPage(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? '/';
  return PAGE_ROUTES.some(
    (page) => matchPath({ path: page.pattern, end: true }, pathname) !== null,
  );
}
