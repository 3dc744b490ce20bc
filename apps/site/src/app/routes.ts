import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/*
 * Route table. Pages go under the layout that gives them their header: default (dark),
 * detail (light) or empty (no chrome). Resource routes (sitemap, robots) have no layout.
 * The catch-all answers 404 for every path no route claims.
 */
export default [
  layout('routes/layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('products/:mainCategory', 'routes/product-listing.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layouts/detail-layout.tsx', [
    route('select-range', 'routes/select-range.tsx'),
    route('products/:mainCategorySlug/:productSlug', 'routes/product-detail.tsx'),
  ]),
  layout('routes/layouts/empty-layout.tsx', []),
  // Redirect-only routes (spec §2): /products?name=, /products/product-details/?productId=.
  route('products', 'routes/products-index.ts'),
  route('products/product-details', 'routes/product-details-redirect.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
] satisfies RouteConfig;
