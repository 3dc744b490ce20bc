import type { Route } from './+types/product-details-redirect';
import { loadProductDetailsRedirect } from './product-details-redirect.server.ts';

/** A redirect-only route (spec §2 Product detail): it never renders. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadProductDetailsRedirect(request);
}
