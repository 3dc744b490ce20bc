import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/product-details-redirect';
import { loadProductDetailsRedirect } from './product-details-redirect.server.ts';

/** Redirects (spec §2 Product detail); a productId that names no product is the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductDetailsRedirect(requestScopeOf(context), request);
}

/**
 * Never rendered: the loader always redirects or throws. Having a component makes this a page
 * route, so a thrown 404 renders the root ErrorBoundary (the styled page, in the visitor's
 * language, with the site's chrome) instead of a resource route's bare body.
 */
export default function ProductDetailsRedirect() {
  return null;
}
