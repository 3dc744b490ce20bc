import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { PAGE_ROUTES, type PageRoute } from './page-routes.ts';

/** The pages of one layout, from page-routes.ts (which the sitemap reads too). */
const pagesIn = (name: PageRoute['layout']) =>
  PAGE_ROUTES.filter((page) => page.layout === name).map((page) =>
    page.pattern === '/' ? index(page.file) : route(page.pattern.slice(1), page.file),
  );

/*
 * Route table. Pages go under the layout that gives them their header: default (dark),
 * detail (light) or empty (no chrome). Resource routes (sitemap, robots) have no layout.
 * The catch-all answers 404 for every path no route claims.
 */
export default [
  layout('routes/layouts/default-layout.tsx', [
    ...pagesIn('default'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layouts/detail-layout.tsx', pagesIn('detail')),
  layout('routes/layouts/empty-layout.tsx', pagesIn('empty')),
  // Redirect-only routes (spec §2): /products?name=, /products/product-details/?productId=.
  route('products', 'routes/products-index.ts'),
  route('products/product-details', 'routes/product-details-redirect.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
] satisfies RouteConfig;
