import { redirect } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { redirectToProductById } from '#src/features/product-detail/api/find-product-redirect.server.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';

/** Spec §9: the default product category. */
const DEFAULT_CATEGORY_NAME = 'Downlights';

/** "Fire Rated Downlights" → "fire-rated-downlights" (spec §2: lowercased, spaces to hyphens). */
export function categorySlugOfName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * /products (spec §2): ?name= rewrites to /products/{name as a slug} (default Downlights),
 * whose translated-category check then finds the visitor's language; the query-based
 * product route ?productId= looks the product up and redirects to its page.
 */
export async function loadProductsIndex(scope: RequestScope, request: Request) {
  const url = new URL(request.url);
  const productId = url.searchParams.get('productId')?.trim();
  if (productId) return redirectToProductById(scope, productId);
  const name = url.searchParams.get('name')?.trim() || DEFAULT_CATEGORY_NAME;
  throw redirect(paths.products.listing.getHref(categorySlugOfName(name)), 301);
}
