import { redirect } from 'react-router';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { redirectToProductById } from '#src/features/product-detail/api/find-product-redirect.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/**
 * /products/product-details/?productId=&languageCode= (spec §2): looks the product up and
 * redirects to /products/{main category slug}/{product slug}; with no productId, to the
 * default category.
 */
export async function loadProductDetailsRedirect(scope: RequestScope, request: Request) {
  const productId = new URL(request.url).searchParams.get('productId')?.trim();
  if (!productId) throw redirect(paths.products.listing.getHref('downlights'), 302);
  return redirectToProductById(scope, productId);
}
