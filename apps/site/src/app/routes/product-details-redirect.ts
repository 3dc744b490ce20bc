import { requestScopeOf } from '#src/lib/request-scope.server.ts';
import type { Route } from './+types/product-details-redirect';
import { loadProductDetailsRedirect } from './product-details-redirect.server.ts';

/** A redirect-only route (spec §2 Product detail): it never renders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductDetailsRedirect(requestScopeOf(context), request);
}
