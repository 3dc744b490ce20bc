import { redirect } from 'react-router';
import { nameKey } from '@lumen/i18n';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { redirectToProductById } from '#src/features/product-detail/api/find-product-redirect.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** Spec §9: the default product category. */
const DEFAULT_CATEGORY_NAME = 'Downlights';

/**
 * /products (spec §2): ?name= rewrites to /products/{name as a slug} (default Downlights),
 * whose translated-category check then finds the visitor's language; the query-based
 * product route ?productId= looks the product up and redirects to its page. The slug is the
 * name's nameKey (spec: lowercased, spaces to hyphens; also accents and apostrophes out, as
 * category slugs are), so "Signalisation d’évacuation" leads to its category.
 */
export async function loadProductsIndex(scope: RequestScope, request: Request) {
  const url = new URL(request.url);
  const productId = url.searchParams.get('productId')?.trim();
  if (productId) return redirectToProductById(scope, productId);
  const name = url.searchParams.get('name')?.trim() || DEFAULT_CATEGORY_NAME;
  // A name without a letter or digit has no key: the listing answers its 404 for it as written.
  throw redirect(paths.products.listing.getHref(nameKey(name) || name), 301);
}
